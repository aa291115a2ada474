import { useId } from 'react';
import { format } from 'date-fns';
import { CalendarX2Icon } from 'lucide-react';
import { seriesMessages, type Repeat, type SeriesConflict } from '@sudsy/domain/repeat-series';
import type { RepeatChoice } from './repeat-fields';
import { ChoiceChip } from './choice-chip';

/** For each clashing date: skip it (the default) or one of the free starts nearby. */
export type ConflictChoices = Record<string, string>;
export const skipDate = 'skip';

/** The repeat to send: none, or how often and how long with each clashing date skipped or moved. */
export function repeatWithChoices(
  choice: RepeatChoice,
  conflicts: readonly SeriesConflict[],
  choices: ConflictChoices,
): Repeat | null {
  if (choice.everyWeeks === null) return null;
  const chosen = conflicts.map((conflict) => ({ date: conflict.date, start: choices[conflict.date] ?? skipDate }));
  return {
    everyWeeks: choice.everyWeeks,
    months: choice.months,
    skip: chosen.filter((conflict) => conflict.start === skipDate).map((conflict) => conflict.date),
    moves: chosen.filter((conflict) => conflict.start !== skipDate),
  };
}

/**
 * The dates of a repeat that clash with the washer's calendar, each with Skip or a free time within
 * two days of it; booking again sends the choices.
 */
export function SeriesConflicts({
  conflicts,
  choices,
  onChange,
}: {
  conflicts: readonly SeriesConflict[];
  choices: ConflictChoices;
  onChange: (choices: ConflictChoices) => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-amber-500/40 bg-amber-500/5 p-3"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <CalendarX2Icon className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        {seriesMessages.conflicts}
      </h3>
      {conflicts.map((conflict) => {
        const day = format(new Date(conflict.start), 'EEE, MMM d');
        const chosen = choices[conflict.date] ?? skipDate;
        return (
          <fieldset key={conflict.date} className="grid gap-2">
            <legend className="text-sm font-medium">{day} is taken</legend>
            <div className="flex flex-wrap gap-2">
              {[skipDate, ...conflict.alternatives].map((option) => (
                <ChoiceChip
                  key={option}
                  name={`conflict-${conflict.date}`}
                  value={option}
                  checked={chosen === option}
                  onSelect={() => onChange({ ...choices, [conflict.date]: option })}
                >
                  {option === skipDate ? `Skip ${day}` : `Move to ${format(new Date(option), 'EEE, MMM d, h:mm a')}`}
                </ChoiceChip>
              ))}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}

import { useState } from 'react';
import type { SeriesConflict } from '@sudsy/domain/repeat-series';
import { seriesConflictsOf } from '@/lib/book-instantly';
import { noRepeat, RepeatFields, type RepeatChoice } from './repeat-fields';
import { repeatWithChoices, SeriesConflicts, type ConflictChoices } from './series-conflicts';

/**
 * The repeat of a booking as both ways of booking ask it: the Repeat and For fields, then, when the
 * server refuses dates that clash, each with Skip or a free time nearby.
 */
export function useRepeatChoice() {
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const [conflicts, setConflicts] = useState<SeriesConflict[]>([]);
  const [choices, setChoices] = useState<ConflictChoices>({});
  return {
    /** The repeat to send with the booking, or null for once. */
    request: () => repeatWithChoices(repeat, conflicts, choices),
    /** Lists the dates an answer says clash; false when the answer is another refusal. */
    showClashes: (error: unknown): boolean => {
      const clashing = seriesConflictsOf(error);
      if (!clashing) return false;
      setConflicts(clashing);
      setChoices({});
      return true;
    },
    fields: (
      <>
        <RepeatFields
          value={repeat}
          onChange={(value) => {
            setRepeat(value);
            setConflicts([]);
          }}
        />
        {repeat.everyWeeks !== null && conflicts.length > 0 ? (
          <SeriesConflicts conflicts={conflicts} choices={choices} onChange={setChoices} />
        ) : null}
      </>
    ),
  };
}

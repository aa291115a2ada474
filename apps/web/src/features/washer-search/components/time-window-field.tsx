import { useId } from 'react';
import { windowTimeOptions } from '@sudsy/domain/free-time';
import { formatTime12h, fromMinutes, toMinutes } from '@sudsy/domain/time-slots';
import { TimeSelect } from '@/components/time-select';
import type { TimeWindowChoice } from '@/lib/search-params';

type TimeWindowFieldProps = { value: TimeWindowChoice | null; onChange: (window: TimeWindowChoice | null) => void };

const anyTime = 'any';
/** A window opened by picking its start alone lasts this long; the end is the owner's to move. */
const defaultWindowMinutes = 3 * 60;

const fromOptions = [anyTime, ...windowTimeOptions];

function optionText(option: string): string {
  return option === anyTime ? 'Any time' : formatTime12h(option);
}

function laterBy(time: string, minutes: number): string {
  return fromMinutes((toMinutes(time) + minutes) % (24 * 60));
}

/**
 * When the washer should come: from and to, on the half hour, or any time. Washers without room
 * for the whole job in the window are left out of the search; an end before the start runs past midnight.
 */
export function TimeWindowField({ value, onChange }: TimeWindowFieldProps) {
  const labelId = useId();
  const fromId = useId();
  const toId = useId();
  const hintId = useId();
  const pickFrom = (from: string) => {
    if (from === anyTime) return onChange(null);
    const to = value && value.to !== from ? value.to : laterBy(from, defaultWindowMinutes);
    onChange({ from, to });
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend id={labelId} className="mb-2 text-sm leading-none font-medium">
        Time Window
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <span id={fromId} className="text-xs text-muted-foreground">
            From
          </span>
          <TimeSelect
            aria-labelledby={`${labelId} ${fromId}`}
            className="w-full"
            value={value?.from ?? anyTime}
            onValueChange={pickFrom}
            options={fromOptions}
            formatOption={optionText}
          />
        </div>
        <div className="grid gap-1">
          <span id={toId} className="text-xs text-muted-foreground">
            To
          </span>
          <TimeSelect
            aria-labelledby={`${labelId} ${toId}`}
            className="w-full"
            value={value?.to ?? anyTime}
            onValueChange={(to) => value && onChange({ from: value.from, to })}
            disabled={!value}
            options={value ? windowTimeOptions.filter((time) => time !== value.from) : [anyTime]}
            formatOption={optionText}
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Only washers with room for the whole job in this window are shown.
      </p>
    </fieldset>
  );
}

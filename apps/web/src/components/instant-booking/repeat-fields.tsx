import { useId } from 'react';
import {
  repeatEveryWeeksOptions,
  repeatLabel,
  repeatLengthLabel,
  repeatMonthOptions,
} from '@sudsy/domain/repeat-series';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** How often and how long a booking repeats; `everyWeeks` null: once. */
export type RepeatChoice = { everyWeeks: number | null; months: number | null };

export const noRepeat: RepeatChoice = { everyWeeks: null, months: 3 };
const once = 'once';
const untilStopped = 'until-stopped';

/** Repeat (once, every 1, 2 or 4 weeks) and, when it repeats, for how long (1–6 months or until stopped). */
export function RepeatFields({ value, onChange }: { value: RepeatChoice; onChange: (value: RepeatChoice) => void }) {
  const repeatId = useId();
  const lengthId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={repeatId}>Repeat</Label>
        <Select
          value={value.everyWeeks === null ? once : String(value.everyWeeks)}
          onValueChange={(choice) => onChange({ ...value, everyWeeks: choice === once ? null : Number(choice) })}
        >
          <SelectTrigger id={repeatId} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={once}>Does not repeat</SelectItem>
            {repeatEveryWeeksOptions.map((weeks) => (
              <SelectItem key={weeks} value={String(weeks)}>
                {repeatLabel(weeks)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {value.everyWeeks === null ? null : (
        <div className="grid gap-2">
          <Label htmlFor={lengthId}>For</Label>
          <Select
            value={value.months === null ? untilStopped : String(value.months)}
            onValueChange={(choice) => onChange({ ...value, months: choice === untilStopped ? null : Number(choice) })}
          >
            <SelectTrigger id={lengthId} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {repeatMonthOptions.map((months) => (
                <SelectItem key={months} value={String(months)}>
                  {repeatLengthLabel(months)}
                </SelectItem>
              ))}
              <SelectItem value={untilStopped}>{repeatLengthLabel(null)}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      )}
    </div>
  );
}

import { useId } from 'react';
import { DatePicker } from '@/components/date-picker';

type DateFieldProps = { value: string | null; onChange: (date: string | null) => void };

/** The preferred day, today or later; optional, so washers may also propose one. */
export function DateField({ value, onChange }: DateFieldProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        Preferred Date
      </span>
      <DatePicker
        value={value}
        onChange={onChange}
        placeholder="Any day"
        valueId={valueId}
        aria-labelledby={`${labelId} ${valueId}`}
      />
      <p className="text-xs text-muted-foreground">
        Today or later: washers free that day are shown. Leave it open if any day suits you.
      </p>
    </div>
  );
}

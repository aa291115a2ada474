import type { ComponentProps } from 'react';
import { formatScheduleTime } from '@sudsy/domain/schedule-rules';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

type TimeSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly string[];
  /** Options the picker shows but does not offer (the working-hours rules). */
  isOptionDisabled?: (option: string) => boolean;
  placeholder?: string;
};

/** A time picker over 'HH:mm' options shown on the 12-hour clock; extra props go to the trigger (id, aria-*). */
export function TimeSelect({
  value,
  onValueChange,
  options,
  isOptionDisabled,
  placeholder = 'Select a time',
  className,
  ...triggerProps
}: TimeSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger className={cn('tabular-nums', className)} {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {options.map((option) => (
          <SelectItem
            key={option}
            value={option}
            disabled={isOptionDisabled?.(option) ?? false}
            className="tabular-nums"
          >
            {formatScheduleTime(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import { useState, type ComponentProps } from 'react';
import { formatTime12h } from '@sudsy/domain/time-slots';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

type TimeSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly string[];
  /** Options the picker shows but does not offer (the working-hours rules). */
  isOptionDisabled?: (option: string) => boolean;
  /** An option's text; the 12-hour clock unless told (a picker may offer a word such as 'Any time'). */
  formatOption?: (option: string) => string;
  placeholder?: string;
};

/**
 * A time picker over 'HH:mm' options shown on the 12-hour clock; extra props go to the trigger (id, aria-*).
 * A closed select still renders every option (it reads its value's text from them): the working
 * hours have a dozen pickers of 48 times, and a form re-renders its pickers on every edit, so each
 * renders only its chosen time until it is first opened or focused (typing on a focused picker
 * picks a time without opening it).
 */
export function TimeSelect({
  value,
  onValueChange,
  options,
  isOptionDisabled,
  formatOption = formatTime12h,
  placeholder = 'Select a time',
  className,
  onFocus,
  ...triggerProps
}: TimeSelectProps) {
  const [reached, setReached] = useState(false);
  const shown = reached ? options : options.filter((option) => option === value);
  return (
    <Select value={value} onValueChange={onValueChange} onOpenChange={(open) => open && setReached(true)}>
      <SelectTrigger
        className={cn('tabular-nums', className)}
        onFocus={(event) => {
          setReached(true);
          onFocus?.(event);
        }}
        {...triggerProps}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {shown.map((option) => (
          <SelectItem
            key={option}
            value={option}
            disabled={isOptionDisabled?.(option) ?? false}
            className="tabular-nums"
          >
            {formatOption(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

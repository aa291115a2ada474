import { useState, type ComponentProps } from 'react';
import { CalendarIcon } from 'lucide-react';
import { format, parseISO, startOfToday } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

type DatePickerProps = Omit<ComponentProps<typeof Button>, 'value' | 'onChange' | 'children'> & {
  /** `yyyy-MM-dd`, or empty for none. */
  value: string | null;
  /** The picked day, or null when the chosen one is clicked again. */
  onChange: (date: string | null) => void;
  /** What the button reads while no day is chosen. */
  placeholder: string;
  /** The id of the button's text, for a label that reads it along (aria-labelledby). */
  valueId?: string;
  onClose?: () => void;
};

/**
 * A button that opens a calendar of today and later days (a job cannot be booked in the past).
 * Other button props (id, aria-*) go to the button, so a form control can wrap it.
 */
export function DatePicker({
  value,
  onChange,
  placeholder,
  valueId,
  onClose,
  className,
  ...buttonProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  const today = startOfToday();

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className={cn('h-10 w-full justify-start font-normal', !selected && 'text-muted-foreground', className)}
          {...buttonProps}
        >
          <CalendarIcon aria-hidden />
          <span id={valueId}>{selected ? format(selected, dateFormats.long) : placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected ?? today}
          disabled={{ before: today }}
          startMonth={today}
          onSelect={(day) => {
            onChange(day ? format(day, 'yyyy-MM-dd') : null);
            setOpen(false);
          }}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}

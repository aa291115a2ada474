import { useId, useState } from 'react';
import { CalendarIcon } from 'lucide-react';
import { format, parseISO, startOfToday } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

type DateFieldProps = { value: string | null; onChange: (date: string | null) => void };

/** The preferred day, today or later; optional, so washers may also propose one. */
export function DateField({ value, onChange }: DateFieldProps) {
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  const today = startOfToday();

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        Preferred Date
      </span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            aria-labelledby={`${labelId} ${valueId}`}
            className={cn('h-10 w-full justify-start font-normal', !selected && 'text-muted-foreground')}
          >
            <CalendarIcon aria-hidden />
            <span id={valueId}>{selected ? format(selected, dateFormats.long) : 'Any day'}</span>
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
      <p className="text-xs text-muted-foreground">Today or later. Leave it open if any day suits you.</p>
    </div>
  );
}

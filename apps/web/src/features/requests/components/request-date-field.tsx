import { useState } from 'react';
import { format, parseISO, startOfToday } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { dateFormats } from '@sudsy/domain/constants';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { FormControl, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

type RequestDateFieldProps = { value: string; onChange: (date: string) => void; onBlur: () => void };

/** The preferred day: today or later (past days are disabled), weeks from Monday. Inside a FormField. */
export function RequestDateField({ value, onChange, onBlur }: RequestDateFieldProps) {
  const [open, setOpen] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  const today = startOfToday();

  return (
    <FormItem>
      <FormLabel>Date</FormLabel>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur();
        }}
      >
        <PopoverTrigger asChild>
          <FormControl>
            <Button
              type="button"
              variant="outline"
              className={cn(
                'h-10 w-full justify-start font-normal aria-invalid:border-destructive dark:aria-invalid:border-destructive',
                !selected && 'text-muted-foreground',
              )}
            >
              <CalendarIcon aria-hidden />
              {selected ? format(selected, dateFormats.long) : 'Pick a date'}
            </Button>
          </FormControl>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start">
          <Calendar
            mode="single"
            selected={selected}
            defaultMonth={selected ?? today}
            disabled={{ before: today }}
            startMonth={today}
            onSelect={(day) => {
              if (day) onChange(format(day, 'yyyy-MM-dd'));
              setOpen(false);
            }}
            autoFocus
          />
        </PopoverContent>
      </Popover>
      <FormMessage />
    </FormItem>
  );
}

import { weekdays, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { cn } from '@/lib/utils';
import { formatTimeRange } from '@/lib/day-format';

/** Monday to Sunday, enabled days highlighted with their hours: a row of tiles, a list on narrower screens. */
export function WorkingHoursStrip({ hours }: { hours: WeeklyAvailability }) {
  return (
    <ul className="grid grid-cols-1 gap-2 lg:grid-cols-7" aria-label="Weekly working hours">
      {weekdays.map((day) => {
        const { enabled, timeSlots } = hours[day];
        return (
          <li
            key={day}
            data-enabled={enabled}
            className={cn(
              'flex items-center justify-between gap-3 rounded-lg border px-3 py-2 lg:flex-col lg:justify-start lg:gap-1 lg:px-2 lg:py-3 lg:text-center',
              enabled
                ? 'border-primary/30 bg-primary/10 dark:border-primary/40 dark:bg-primary/15'
                : 'border-dashed bg-muted/40',
            )}
          >
            <span className={cn('text-sm font-semibold', enabled ? 'text-primary' : 'text-muted-foreground')}>
              <span className="lg:hidden">{day}</span>
              <span className="hidden lg:inline" aria-hidden>
                {day.slice(0, 3)}
              </span>
              <span className="sr-only hidden lg:inline">{day}</span>
            </span>
            {enabled ? (
              <span className="flex flex-col items-end gap-0.5 text-xs text-foreground lg:items-center">
                {timeSlots.map((slot, index) => (
                  <span key={index} className="tabular-nums">
                    {formatTimeRange(slot.start, slot.end)}
                  </span>
                ))}
              </span>
            ) : (
              <span className="text-xs text-muted-foreground">Unavailable</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

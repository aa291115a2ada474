import type { Appointment } from '@sudsy/domain/schedule-schemas';
import { formatLongDay, formatShortDay, formatTimeRange } from '@/lib/day-format';

/** A compact line of an appointment for the calendar card: when and for whom. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  return (
    <div className="flex items-center gap-3 rounded-md border bg-card px-3 py-2">
      <div className="flex w-12 shrink-0 flex-col items-center rounded-md bg-primary/10 py-1 text-primary" aria-hidden>
        <span className="text-[0.65rem] font-medium uppercase">{formatShortDay(appointment.date).slice(0, 3)}</span>
        <span className="text-lg leading-none font-semibold tabular-nums">{Number(appointment.date.slice(8))}</span>
      </div>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">
          <span className="sr-only">{formatLongDay(appointment.date)}: </span>
          {appointment.ownerName}
        </p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {formatTimeRange(appointment.start, appointment.end)}
        </p>
      </div>
    </div>
  );
}

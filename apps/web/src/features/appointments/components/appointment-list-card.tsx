import { Link } from 'react-router';
import { CalendarClockIcon, CarIcon, ChevronRightIcon, ClockIcon, RepeatIcon, UserIcon } from 'lucide-react';
import type { AppointmentListItem } from '@sudsy/domain/appointment';
import { formatCents } from '@sudsy/domain/money';
import { seriesTexts } from '@sudsy/domain/repeat-series';
import { pendingRescheduleBadge } from '@sudsy/domain/reschedule';
import type { Role } from '@sudsy/domain/roles';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { appointmentTitle, formatAppointmentDay } from '../lib/appointment-format';
import { formatTimeRange } from '@/lib/day-format';
import { PayAtJobNote } from '@/components/pay-at-job-note';

/** One appointment in the list, the whole card opening its page. */
export function AppointmentListCard({ appointment, role }: { appointment: AppointmentListItem; role: Role }) {
  const title = appointmentTitle(appointment.services);
  const rescheduleBadge = pendingRescheduleBadge(appointment.pendingRescheduleBy, role);
  return (
    <Link
      to={`/appointments/${appointment.id}`}
      className="group flex items-center gap-4 rounded-xl border bg-card p-4 transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{title}</h3>
          <AppointmentStatusBadge status={appointment.status} />
          {rescheduleBadge ? (
            <Badge variant="outline" className="border-amber-500/50 text-amber-700 dark:text-amber-300">
              <CalendarClockIcon aria-hidden />
              {rescheduleBadge}
            </Badge>
          ) : null}
          {appointment.seriesId ? (
            <Badge variant="outline">
              <RepeatIcon aria-hidden />
              {seriesTexts.listBadge}
            </Badge>
          ) : null}
          {appointment.rating !== null ? <StarRating value={appointment.rating} /> : null}
        </div>
        <div className="grid grid-cols-1 gap-1 text-sm text-muted-foreground sm:grid-cols-2">
          <p className="flex items-center gap-2 tabular-nums">
            <ClockIcon className="size-4 shrink-0" aria-hidden />
            {formatAppointmentDay(appointment.date)}, {formatTimeRange(appointment.start, appointment.end)}
          </p>
          <p className="flex items-center gap-2">
            <UserIcon className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">{role === 'washer' ? 'Customer:' : 'Washer:'}</span>
            <span className="truncate">{role === 'washer' ? appointment.ownerName : appointment.washer.name}</span>
          </p>
          <p className="flex items-center gap-2">
            <CarIcon className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{appointment.vehicle}</span>
          </p>
          {appointment.priceCents !== null ? (
            <div>
              <p className="tabular-nums">{formatCents(appointment.priceCents, { always2: true })}</p>
              <PayAtJobNote side={role === 'washer' ? 'washer' : 'owner'} />
            </div>
          ) : null}
        </div>
      </div>
      <ChevronRightIcon
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}

import { Link } from 'react-router';
import { CarIcon, ClockIcon, MapPinIcon, SparklesIcon } from 'lucide-react';
import { awaitingCompletionBadge, serviceNames } from '@sudsy/domain/schedule-rules';
import type { Appointment } from '@sudsy/domain/schedule-schemas';
import { formatShortDay, formatTimeRange } from '@/lib/day-format';
import { AppointmentStatusBadge, StatusBadgeView } from '@/components/appointment-status-badge';
import { IconFact } from '@/components/icon-fact';
import { Button } from '@/components/ui/button';
import { CancelJobButton } from './cancel-job-button';
import { TodayJobStep } from './today-job-step';

/** Which list of the schedule the job is in: its day is today, ahead, or before today. */
export type ScheduleDay = 'today' | 'upcoming' | 'past';

/** One appointment in full: customer, status, time, vehicle, address and services. */
export function AppointmentCardItem({ appointment, day }: { appointment: Appointment; day: ScheduleDay }) {
  const services = serviceNames(appointment.services);
  const scheduled = appointment.status === 'scheduled';
  const toMarkCompleted = day === 'past' && scheduled;
  const openLabel = scheduled && day !== 'upcoming' ? 'Open to complete' : 'View details';
  return (
    <article className="grid grid-cols-1 gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-medium">{appointment.ownerName}</h4>
        {toMarkCompleted ? (
          <StatusBadgeView badge={awaitingCompletionBadge} />
        ) : (
          <AppointmentStatusBadge status={appointment.status} />
        )}
      </div>
      <dl className="grid grid-cols-1 gap-1.5 text-sm text-muted-foreground">
        <IconFact icon={<ClockIcon />} label="Time">
          <span className="tabular-nums">
            {day === 'today' ? null : `${formatShortDay(appointment.date)}, `}
            {formatTimeRange(appointment.start, appointment.end)}
          </span>
        </IconFact>
        <IconFact icon={<CarIcon />} label="Vehicle">
          {appointment.vehicle}
        </IconFact>
        <IconFact icon={<MapPinIcon />} label="Address">
          {appointment.address}
        </IconFact>
        {services.length > 0 ? (
          <IconFact icon={<SparklesIcon />} label="Services">
            {services.join(', ')}
          </IconFact>
        ) : null}
      </dl>
      {day === 'today' && scheduled ? (
        <TodayJobStep appointmentId={appointment.id} ownerName={appointment.ownerName} />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm" className="w-fit">
          {/* Completing the job, its photos and the customer's rating live on the appointment's page; the
              visible words lead the link's name, as speech input users say them. */}
          <Link
            to={`/appointments/${appointment.id}`}
            aria-label={`${openLabel}: open the appointment with ${appointment.ownerName}`}
          >
            {openLabel}
          </Link>
        </Button>
        {/* A job still ahead can be called off here as from its page; a past one is completed or reported. */}
        {scheduled && day !== 'past' ? (
          <CancelJobButton appointmentId={appointment.id} ownerName={appointment.ownerName} />
        ) : null}
      </div>
    </article>
  );
}

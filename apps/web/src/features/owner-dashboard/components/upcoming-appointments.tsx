import { Link } from 'react-router';
import { format, parseISO } from 'date-fns';
import { CalendarCheckIcon, MapPinIcon } from 'lucide-react';
import { dateFormats } from '@sudsy/domain/constants';
import type { OwnerUpcomingAppointment } from '@sudsy/domain/owner-dashboard';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { serviceNames } from '@/lib/service-names';

/** Booked washes still to come; a booking exists once the owner accepts a quote. */
export function UpcomingAppointments({ appointments }: { appointments: readonly OwnerUpcomingAppointment[] }) {
  if (appointments.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheckIcon}
        title="No upcoming appointments"
        description="When you accept a washer's quote, the booking shows up here."
        action={
          <Button asChild size="sm">
            <Link to="/customer/requests">View your quote requests</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Upcoming appointments" className="grid gap-3">
        {appointments.map((appointment) => (
          <li
            key={appointment.id}
            className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <p className="font-medium">
                {format(parseISO(`${appointment.serviceDate}T${appointment.startTime}`), dateFormats.withTime)}
              </p>
              <p className="text-sm">
                {serviceNames(appointment.services)}{' '}
                <span className="text-muted-foreground">with {appointment.washerName}</span>
              </p>
              <p className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
                <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{appointment.address}</span>
              </p>
            </div>
            <div className="flex items-center gap-3 sm:flex-col sm:items-end">
              <AppointmentStatusBadge status={appointment.status} />
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`/appointments/${appointment.id}`}
                  aria-label={`View details of the ${serviceNames(appointment.services)} appointment`}
                >
                  View details
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button asChild variant="link" className="w-fit px-0">
        <Link to="/appointments">All appointments, past ones too</Link>
      </Button>
    </div>
  );
}

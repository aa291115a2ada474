import { Link } from 'react-router';
import { ClipboardListIcon } from 'lucide-react';
import { displayLimits } from '@sudsy/domain/constants';
import type { ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import type { Loadable } from '../lib/loadable';
import { AppointmentCardItem, type ScheduleDay } from './appointment-card-item';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';

/**
 * Today's Appointments, then Upcoming Appointments (up to 5), all in the washer's time zone, and
 * apart from them Past Jobs: those still to mark completed first, then the latest completed.
 */
export function AppointmentsCard({ appointments }: { appointments: Loadable<ScheduleAppointments> }) {
  const listing = appointments.data;
  const today = listing?.appointments.filter((item) => item.date === listing.today) ?? [];
  const upcoming =
    listing?.appointments.filter((item) => item.date > listing.today).slice(0, displayLimits.upcomingAppointments) ??
    [];

  return (
    <SectionCard
      id="appointments-card-title"
      title="Appointments"
      icon={<ClipboardListIcon />}
      description="Your booked jobs: accepted quotes, instant bookings and repeat washes."
      action={
        // Every job, past ones included, is listed there; this card shows the latest few past ones.
        <Button asChild variant="outline" size="sm">
          <Link to="/appointments">All appointments</Link>
        </Button>
      }
    >
      {appointments.isPending ? (
        <ListSkeleton rows={3} label="Loading appointments" rowClassName="h-28" />
      ) : appointments.isError ? (
        <LoadFailed
          title="Could not load your appointments"
          description="Check your connection and try again."
          onRetry={() => void appointments.refetch()}
          retrying={appointments.isRefetching}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <AppointmentSection
            id="appointments-today"
            title="Today's Appointments"
            empty="No appointments today."
            day="today"
            items={today}
          />
          <AppointmentSection
            id="appointments-upcoming"
            title="Upcoming Appointments"
            empty="No upcoming appointments."
            day="upcoming"
            items={upcoming}
          />
          <AppointmentSection
            id="appointments-past"
            title="Past Jobs"
            empty="No past jobs yet."
            day="past"
            items={listing?.past ?? []}
          />
        </div>
      )}
    </SectionCard>
  );
}

type SectionProps = {
  id: string;
  title: string;
  empty: string;
  day: ScheduleDay;
  items: ScheduleAppointments['appointments'];
};

function AppointmentSection({ id, title, empty, day, items }: SectionProps) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {items.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCardItem appointment={appointment} day={day} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

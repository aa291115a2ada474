import { Link } from 'react-router';
import { ClipboardListIcon } from 'lucide-react';
import { displayLimits } from '@sudsy/domain/constants';
import type { ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import type { Loadable } from '../lib/loadable';
import { AppointmentCardItem } from './appointment-card-item';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';

/** Today's Appointments, then Upcoming Appointments (up to 5), all in the washer's time zone. */
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
      description="Your booked jobs, as customers accepted your quotes."
      action={
        // Past jobs (done, or still to mark completed) are listed there; this card shows today on.
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
            showDate={false}
            items={today}
          />
          <AppointmentSection
            id="appointments-upcoming"
            title="Upcoming Appointments"
            empty="No upcoming appointments."
            showDate
            items={upcoming}
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
  showDate: boolean;
  items: ScheduleAppointments['appointments'];
};

function AppointmentSection({ id, title, empty, showDate, items }: SectionProps) {
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
              <AppointmentCardItem appointment={appointment} showDate={showDate} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

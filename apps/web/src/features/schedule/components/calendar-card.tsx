import { useMemo } from 'react';
import { CalendarDaysIcon, CalendarOffIcon } from 'lucide-react';
import { displayLimits } from '@sudsy/domain/constants';
import type { BlockedTime, ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import type { Loadable } from '../lib/loadable';
import { formatLongDay, toIsoDate, toLocalDate } from '@/lib/day-format';
import { AppointmentSummary } from './appointment-summary';
import { BlockedTimeList } from './blocked-time-list';
import { ListSkeleton } from './list-skeleton';
import { SectionCard } from '@/components/section-card';

type CalendarCardProps = {
  appointments: Loadable<ScheduleAppointments>;
  blocks: Loadable<BlockedTime[]>;
  selectedDate: string | undefined;
  onSelectDate: (date: string | undefined) => void;
  onBlockTimeOff: () => void;
};

export function CalendarCard({ appointments, blocks, selectedDate, onSelectDate, onBlockTimeOff }: CalendarCardProps) {
  const listing = appointments.data;
  // A cancelled job frees the day, so only the others count as bookings.
  const bookedDays = useMemo(
    () =>
      [...new Set(listing?.appointments.filter((item) => item.status !== 'cancelled').map((item) => item.date))].map(
        toLocalDate,
      ),
    [listing],
  );
  // Done or called off is no longer coming up.
  const upcoming =
    listing?.appointments
      .filter((item) => item.status !== 'cancelled' && item.status !== 'completed')
      .slice(0, displayLimits.scheduleSidebarAppointments) ?? [];

  return (
    <SectionCard
      id="calendar-card-title"
      title="Calendar"
      icon={<CalendarDaysIcon />}
      description="Days with bookings are bold and underlined."
    >
      <div className="grid grid-cols-1 gap-6">
        <div className="flex justify-center rounded-lg border">
          <Calendar
            // Opens on the washer's today once known (their zone may be a day off the browser's).
            key={listing?.today}
            mode="single"
            selected={selectedDate ? toLocalDate(selectedDate) : undefined}
            onSelect={(date) => onSelectDate(date ? toIsoDate(date) : undefined)}
            defaultMonth={listing ? toLocalDate(listing.today) : undefined}
            modifiers={{ booked: bookedDays }}
            modifiersClassNames={{ booked: 'font-bold underline underline-offset-4 decoration-2' }}
            labels={{
              labelDayButton: (date, modifiers) =>
                [
                  modifiers.today ? 'Today' : null,
                  formatLongDay(toIsoDate(date)),
                  modifiers.booked ? 'has appointments' : null,
                  modifiers.selected ? 'selected' : null,
                ]
                  .filter(Boolean)
                  .join(', '),
            }}
          />
        </div>

        <section aria-labelledby="calendar-upcoming-title" className="grid grid-cols-1 gap-3">
          <h3 id="calendar-upcoming-title" className="text-sm font-semibold">
            Upcoming appointments
          </h3>
          {appointments.isPending ? (
            <ListSkeleton rows={2} label="Loading appointments" />
          ) : appointments.isError ? (
            <LoadFailed
              title="Could not load your appointments"
              description="Check your connection and try again."
              onRetry={() => void appointments.refetch()}
              retrying={appointments.isRefetching}
            />
          ) : upcoming.length === 0 ? (
            <p className="text-sm text-muted-foreground">No upcoming appointments.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2">
              {upcoming.map((appointment) => (
                <li key={appointment.id}>
                  <AppointmentSummary appointment={appointment} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="calendar-blocked-title" className="grid grid-cols-1 gap-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id="calendar-blocked-title" className="text-sm font-semibold">
              Blocked time
            </h3>
            <Button variant="outline" size="sm" onClick={onBlockTimeOff}>
              <CalendarOffIcon aria-hidden />
              Block Time Off
            </Button>
          </div>
          {blocks.isPending ? (
            <ListSkeleton rows={2} label="Loading blocked time" />
          ) : blocks.isError ? (
            <LoadFailed
              title="Could not load your blocked time"
              description="Check your connection and try again."
              onRetry={() => void blocks.refetch()}
              retrying={blocks.isRefetching}
            />
          ) : (
            <BlockedTimeList blocks={(blocks.data ?? []).slice(0, displayLimits.scheduleSidebarBlocks)} />
          )}
        </section>
      </div>
    </SectionCard>
  );
}

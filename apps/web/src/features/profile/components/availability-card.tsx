import { Link } from 'react-router';
import { CalendarClockIcon } from 'lucide-react';
import { availabilityTexts } from '@sudsy/domain/service-preferences';
import { formatTime12h, weekdays } from '@sudsy/domain/time-slots';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useAvailability } from '../api/get-availability';

/** Service Availability (washers): the week's working hours from the schedule, which is where they change. */
export function AvailabilityCard() {
  const availability = useAvailability();
  const enabledDays = availability.data ? weekdays.filter((day) => availability.data.hours[day].enabled) : [];

  const body = () => {
    if (availability.isPending) {
      return (
        <div role="status">
          <span className="sr-only">Loading your working hours...</span>
          <Skeleton className="h-40 rounded-lg" />
        </div>
      );
    }
    if (availability.isError) {
      return (
        <LoadFailed
          title="Could not load your working hours"
          description={serverMessage(availability.error) ?? 'Check your connection and try again.'}
          onRetry={() => void availability.refetch()}
          retrying={availability.isFetching}
        />
      );
    }
    if (enabledDays.length === 0) {
      return (
        <EmptyState
          icon={CalendarClockIcon}
          title={availabilityTexts.emptyTitle}
          description="Set the days and hours you take jobs, so customers can book you."
          action={
            <Button asChild>
              <Link to="/provider/schedule">{availabilityTexts.emptyAction}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <dl className="divide-y rounded-lg border text-sm">
        {weekdays.map((day) => {
          const { enabled, timeSlots } = availability.data.hours[day];
          return (
            <div key={day} className="flex items-center justify-between gap-4 px-4 py-2">
              <dt className="font-medium">{day}</dt>
              <dd className={enabled ? 'text-right tabular-nums' : 'text-muted-foreground'}>
                {enabled
                  ? timeSlots.map((slot) => `${formatTime12h(slot.start)} – ${formatTime12h(slot.end)}`).join(', ')
                  : 'Unavailable'}
              </dd>
            </div>
          );
        })}
      </dl>
    );
  };

  return (
    <SectionCard
      id="availability-title"
      title="Service Availability"
      icon={<CalendarClockIcon />}
      description={
        availability.data
          ? `Times in ${availability.data.timeZone.replaceAll('_', ' ')}.`
          : 'When customers can book you.'
      }
      action={
        enabledDays.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/provider/schedule">Edit Schedule</Link>
          </Button>
        ) : null
      }
    >
      {body()}
    </SectionCard>
  );
}

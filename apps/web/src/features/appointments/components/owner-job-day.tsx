import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CarFrontIcon } from 'lucide-react';
import { clockTimeIn, jobDayStatus, jobDayTexts, type JobDay } from '@sudsy/domain/job-day';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { appointmentsQueryKeys } from '../api/appointments-query-keys';
import { useJobDay } from '../api/get-job-day';
import { LazyJobDayMap } from './lazy-job-day-map';
import { JobDayTimes } from './job-day-times';

const mapHeightPx = 260;

/**
 * The owner's view of the day of a scheduled job (docs/product.md, "The day of the job"): where the
 * washer stands, read again every few seconds while they are on the way, with the arrival time and,
 * when they share it, their rounded point on a map.
 */
export function OwnerJobDay({ appointmentId, timeZone }: { appointmentId: string; timeZone: string }) {
  const day = useJobDay(appointmentId, { follow: true });
  const queryClient = useQueryClient();
  const ended = day.data !== undefined && day.data.status !== 'scheduled';
  // The washer completed (or someone cancelled) the job: the page shows it as it is now.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.all });
  }, [ended, queryClient]);
  if (day.isPending)
    return (
      <div role="status" aria-label="Loading the day of the job" className="grid gap-3">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-4 w-72" />
      </div>
    );
  if (day.isError)
    return (
      <LoadFailed
        title="Could not load the day of this job"
        description="Check your connection and try again."
        onRetry={() => void day.refetch()}
        retrying={day.isRefetching}
      />
    );
  return <OwnerDayView day={day.data} timeZone={timeZone} />;
}

function OwnerDayView({ day, timeZone }: { day: JobDay; timeZone: string }) {
  const onTheWay = day.step === 'on_my_way';
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <div role="status" aria-live="polite" className="flex items-center gap-2 text-lg font-semibold">
          <CarFrontIcon className="size-5 shrink-0 text-primary" aria-hidden />
          {jobDayStatus(day)}
        </div>
        {onTheWay && day.eta ? (
          <p className="text-sm text-muted-foreground">{jobDayTexts.etaBasis[day.eta.basis]}</p>
        ) : null}
        {onTheWay && !day.jobPoint ? <p className="text-sm text-muted-foreground">{jobDayTexts.noJobPoint}</p> : null}
        {day.step === null ? <p className="text-sm text-muted-foreground">{jobDayTexts.ownerWaiting}</p> : null}
        <JobDayTimes day={day} timeZone={timeZone} />
      </div>
      {onTheWay && day.live && day.jobPoint ? (
        <div className="grid gap-2">
          <LazyJobDayMap job={day.jobPoint} washer={day.live} heightPx={mapHeightPx} />
          {day.liveUpdatedAt ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              {jobDayTexts.lastUpdate(clockTimeIn(day.liveUpdatedAt, timeZone))}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router';
import { CheckCircle2Icon, MapPinCheckIcon, NavigationIcon, PlayIcon } from 'lucide-react';
import { appointmentTexts } from '@sudsy/domain/appointment';
import { jobDayStatus, jobDayTexts, nextSteps, type JobDayStep } from '@sudsy/domain/job-day';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useJobDay } from '../api/get-job-day';

const stepIcons = { on_my_way: NavigationIcon, arrived: MapPinCheckIcon, in_progress: PlayIcon } as const;
/** As big as on the job's page: tapped on the street, one-handed. */
const bigButton = 'h-12 w-full text-base';

/**
 * The next step of one of today's jobs (docs/product.md, "The day of the job"): it opens the job's
 * page, which takes the step there (On my way asks for the location there, arriving may need a
 * note), so each step works one way only.
 */
export function TodayJobStep({ appointmentId, ownerName }: { appointmentId: string; ownerName: string }) {
  const day = useJobDay(appointmentId);
  if (day.isPending) return <Skeleton className="h-12 w-full" aria-label="Loading the next step" />;
  if (day.isError) return <p className="text-sm text-muted-foreground">The next step of this job could not load.</p>;
  const opened = Date.now() >= Date.parse(day.data.opensAt);
  const [next] = nextSteps(day.data.step);
  const path = `/appointments/${appointmentId}`;
  const status = day.data.step ? <p className="text-sm font-medium">{jobDayStatus(day.data)}</p> : null;
  if (!next)
    return (
      <div className="grid gap-2">
        {status}
        <Button asChild className={bigButton}>
          <Link to={path} aria-label={`${appointmentTexts.markCompleted}: the job with ${ownerName}`}>
            <CheckCircle2Icon aria-hidden />
            {appointmentTexts.markCompleted}
          </Link>
        </Button>
      </div>
    );
  if (!opened) return null;
  return (
    <div className="grid gap-2">
      {status}
      <StepLink step={next} path={path} ownerName={ownerName} />
    </div>
  );
}

function StepLink({ step, path, ownerName }: { step: JobDayStep; path: string; ownerName: string }) {
  const Icon = stepIcons[step];
  return (
    <Button asChild className={bigButton}>
      <Link to={path} state={{ takeStep: step }} aria-label={`${jobDayTexts.buttons[step]}: the job with ${ownerName}`}>
        <Icon aria-hidden />
        {jobDayTexts.buttons[step]}
      </Link>
    </Button>
  );
}

import { Link } from 'react-router';
import { CalendarClockIcon, CarIcon, MapPinIcon, NavigationIcon, SparklesIcon } from 'lucide-react';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import { agendaTexts, directionsUrl, nearDayName, type WasherAgenda } from '@sudsy/domain/washer-agenda';
import { EmptyState } from '@/components/empty-state';
import { IconFact } from '@/components/icon-fact';
import { Button } from '@/components/ui/button';
import { formatShortDay, formatTimeRange } from '@/lib/day-format';

/** The washer's next job, with what they need on the way: when, where (with directions), which car, what to do. */
export function NextJobCard({ job, today }: { job: WasherAgenda['nextJob']; today: string }) {
  if (!job) {
    return (
      <EmptyState
        icon={CalendarClockIcon}
        title={agendaTexts.noNextJob}
        description={agendaTexts.noNextJobHint}
        className="h-full py-8"
        action={
          <Button asChild size="sm" variant="outline">
            <Link to="/provider/bids">My Bids</Link>
          </Button>
        }
      />
    );
  }
  const services = serviceNames(job.services);
  return (
    <article aria-labelledby="next-job-when" className="grid h-full gap-4 rounded-xl border bg-card p-5 shadow-xs">
      <div className="grid gap-1">
        <p id="next-job-when" className="text-xl font-semibold tracking-tight">
          <span className="text-primary">{nearDayName(job.date, today) ?? formatShortDay(job.date)}</span>
          <span className="text-muted-foreground"> · </span>
          <span className="tabular-nums">{formatTimeRange(job.start, job.end)}</span>
        </p>
        <p className="text-sm text-muted-foreground">{job.ownerName}</p>
      </div>
      <dl className="grid gap-2 text-sm">
        <IconFact icon={<MapPinIcon />} label="Address">
          {job.address}
        </IconFact>
        <IconFact icon={<CarIcon />} label="Vehicle">
          {job.vehicle}
        </IconFact>
        {services.length > 0 ? (
          <IconFact icon={<SparklesIcon />} label="Services">
            {services.join(', ')}
          </IconFact>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={directionsUrl(job.address)} target="_blank" rel="noopener noreferrer">
            <NavigationIcon aria-hidden />
            {agendaTexts.directions}
            <span className="sr-only"> (opens your map app)</span>
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/appointments/${job.id}`}>{agendaTexts.openJob}</Link>
        </Button>
      </div>
    </article>
  );
}

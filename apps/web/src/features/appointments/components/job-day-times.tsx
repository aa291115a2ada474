import { clockTimeIn, jobDaySteps, jobDayTexts, type JobDay } from '@sudsy/domain/job-day';

const timeOf = { on_my_way: 'onMyWayAt', arrived: 'arrivedAt', in_progress: 'startedAt' } as const;

/** 'Left at 9:12 AM', 'Arrived at 9:40 AM', 'Started at 9:45 AM', and the washer's note at arrival. */
export function JobDayTimes({ day, timeZone }: { day: JobDay; timeZone: string }) {
  const reached = jobDaySteps.flatMap((step) => {
    const at = day[timeOf[step]];
    return at ? [{ step, text: jobDayTexts.times[step](clockTimeIn(at, timeZone)) }] : [];
  });
  if (reached.length === 0 && !day.arrivalNote) return null;
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      {reached.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {reached.map(({ step, text }) => (
            <li key={step} className="tabular-nums">
              {text}
            </li>
          ))}
        </ul>
      ) : null}
      {day.arrivalNote ? (
        <p dir="auto" className="text-foreground">
          {jobDayTexts.arrivalNote(day.arrivalNote)}
        </p>
      ) : null}
    </div>
  );
}

import { format, parseISO } from 'date-fns';
import { Link } from 'react-router';
import { dateFormats } from '@sudsy/domain/constants';
import { formatCents } from '@sudsy/domain/money';
import { payoutJobStatusLabel, type PayoutJob, type PayoutJobStatus } from '@sudsy/domain/payouts-summary';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const money = (cents: number) => formatCents(cents, { always2: true });
/** A deduction, or a dash when there is none: '−$9.50', '—'. */
const less = (cents: number) => (cents === 0 ? '—' : `−${money(cents)}`);
const more = (cents: number) => (cents === 0 ? '—' : money(cents));
export const jobDay = (date: string) => format(parseISO(date), dateFormats.created);

const statusStyle: Record<PayoutJobStatus, string> = {
  pending: 'border-amber-600/30 bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  available: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  paid_out: 'border-transparent bg-secondary text-secondary-foreground',
  refunded: 'border-transparent bg-muted text-muted-foreground',
};

function StatusBadge({ job }: { job: PayoutJob }) {
  return (
    <Badge variant="outline" className={statusStyle[job.status]}>
      {payoutJobStatusLabel(job)}
    </Badge>
  );
}

function JobLink({ job }: { job: PayoutJob }) {
  const label = job.lateFee ? 'Late cancellation' : 'Job';
  return (
    <Link
      to={`/appointments/${job.appointmentId}`}
      // Each row's link names its day: a list of links all called 'Job' tells nothing out of context.
      aria-label={`${label} of ${jobDay(job.date)}`}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
    >
      {label}
    </Link>
  );
}

const columns = ['Price', 'Fee', 'Tip', 'Refunds', 'Net'] as const;
const cellsOf = (job: PayoutJob) => [
  money(job.priceCents),
  less(job.feeCents),
  more(job.tipCents),
  less(job.refundedCents),
  money(job.netCents),
];

/**
 * The jobs paid through Sudsy, newest first: a table from 1280 px, where its eight columns fit the
 * page, and a list of cards below (one a row on a phone, two from 640 px). Only one of the two is
 * displayed, so a screen reader meets one.
 */
export function PayoutsJobs({ jobs, total }: { jobs: PayoutJob[]; total: number }) {
  const caption =
    total > jobs.length
      ? `Your latest ${jobs.length} of ${total} jobs paid through Sudsy, newest first`
      : 'Jobs paid through Sudsy, newest first';
  return (
    <>
      {total > jobs.length ? (
        <p className="mb-3 text-xs text-muted-foreground">
          Your latest {jobs.length} of {total} jobs; every one counts in the figures above.
        </p>
      ) : null}
      <div className="hidden overflow-x-auto xl:block">
        <table className="w-full text-sm tabular-nums">
          {/* The card's title says it to the eye; the caption names the table to a screen reader. */}
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                Date
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Job
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-right font-medium">
                  {column}
                </th>
              ))}
              <th scope="col" className="py-2 pl-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.appointmentId} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                  {jobDay(job.date)}
                </th>
                <td className="px-2 py-2 whitespace-nowrap">
                  <JobLink job={job} />
                </td>
                {cellsOf(job).map((cell, index) => (
                  <td
                    key={columns[index]}
                    className={cn('px-2 py-2 text-right whitespace-nowrap', index === 4 && 'font-semibold')}
                  >
                    {cell}
                  </td>
                ))}
                <td className="py-2 pl-2">
                  <StatusBadge job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="xl:hidden">
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={caption}>
          {jobs.map((job) => (
            <li key={job.appointmentId} className="rounded-lg border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium">
                  {jobDay(job.date)} · <JobLink job={job} />
                </p>
                <StatusBadge job={job} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums">
                {cellsOf(job).map((cell, index) => (
                  <div
                    key={columns[index]}
                    className={cn(
                      'flex justify-between gap-2',
                      index === 4 && 'col-span-2 mt-1 border-t pt-1.5 font-semibold',
                    )}
                  >
                    <dt className={cn(index !== 4 && 'text-muted-foreground')}>{columns[index]}</dt>
                    <dd>{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

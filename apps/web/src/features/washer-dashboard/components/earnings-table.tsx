import { periodLabel, type EarningsPeriod, type EarningsSeries } from '@sudsy/domain/earnings';
import { formatCents } from '@sudsy/domain/money';
import { cn } from '@/lib/utils';

type EarningsTableProps = {
  id: string;
  series: EarningsSeries;
  periods: EarningsPeriod[];
  caption: string;
  className?: string;
};

/** The chart's figures as a table: every period, oldest first, with its jobs and earnings, and the total. */
export function EarningsTable({ id, series, periods, caption, className }: EarningsTableProps) {
  const jobs = periods.reduce((sum, period) => sum + period.jobs, 0);
  const cents = periods.reduce((sum, period) => sum + period.earningsCents, 0);
  return (
    <div id={id} className={className}>
      <table className="w-full text-sm tabular-nums">
        <caption className="mb-2 text-left text-xs text-muted-foreground">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              {series === 'weekly' ? 'Week' : 'Month'}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Jobs
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Earnings
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr
              key={period.start}
              className={cn('border-b last:border-0', period.jobs === 0 && 'text-muted-foreground')}
            >
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {periodLabel(series, period)}
              </th>
              <td className="px-3 py-2 text-right">{period.jobs}</td>
              <td className="py-2 pl-3 text-right">{formatCents(period.earningsCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-semibold">
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            <td className="px-3 py-2 text-right">{jobs}</td>
            <td className="py-2 pl-3 text-right">{formatCents(cents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

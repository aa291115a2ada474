import { lazy, Suspense, useState } from 'react';
import { BarChart3Icon, WalletIcon } from 'lucide-react';
import {
  earningsMonths,
  earningsWeeks,
  jobsLabel,
  type EarningsPeriod,
  type EarningsSeries,
} from '@sudsy/domain/earnings';
import { formatCents } from '@sudsy/domain/money';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useWasherEarnings } from '../api/get-washer-earnings';
import { EarningsTable } from './earnings-table';

// The chart's code arrives after the dashboard has painted; a block of its size holds its place.
const EarningsChart = lazy(() => import('@/components/earnings-chart'));

const chartBox = 'h-56';
// The figures, the chart and the toggle, or what stands in for them: always this tall, so nothing
// below the card moves when the figures or the chart arrive.
const bodyBox = 'grid min-h-80 content-start gap-4';

const spans: Record<EarningsSeries, string> = {
  weekly: `the last ${earningsWeeks} weeks`,
  monthly: `the last ${earningsMonths} months`,
};

function totals(periods: EarningsPeriod[]) {
  return {
    jobs: periods.reduce((sum, period) => sum + period.jobs, 0),
    cents: periods.reduce((sum, period) => sum + period.earningsCents, 0),
  };
}

type SeriesViewProps = {
  series: EarningsSeries;
  periods: EarningsPeriod[];
  /** No completed job in any period shown: the washer has none yet, as far as the card can tell. */
  noJobsYet: boolean;
  asTable: boolean;
  onToggle: () => void;
};

function SeriesView({ series, periods, noJobsYet, asTable, onToggle }: SeriesViewProps) {
  const { jobs, cents } = totals(periods);
  if (jobs === 0)
    return (
      <EmptyState
        icon={WalletIcon}
        title={noJobsYet ? 'No completed jobs yet' : `No completed jobs in ${spans[series]}`}
        description="Each job you mark completed adds what it earned you here, in the week and month it was done: its price when the customer pays you at the job, or, paid through Sudsy, the price less Sudsy's fee, plus tips, less refunds."
        className="min-h-80 justify-center"
      />
    );
  const per = series === 'weekly' ? 'week' : 'month';
  const summary = `Earnings per ${per} over ${spans[series]}: ${formatCents(cents)} from ${jobsLabel(jobs)}.`;
  const tableId = `earnings-table-${series}`;
  return (
    <div className={bodyBox}>
      <p className="text-sm text-muted-foreground">
        <span className="mr-1.5 text-2xl font-bold tracking-tight text-foreground tabular-nums">
          {formatCents(cents)}
        </span>
        from {jobsLabel(jobs)} in {spans[series]}
      </p>
      {asTable ? null : (
        <div className={chartBox}>
          <Suspense fallback={<Skeleton className="size-full" />}>
            <EarningsChart series={series} periods={periods} summary={summary} />
          </Suspense>
        </div>
      )}
      {/* Screen readers read the table beside the chart; the button shows it to everyone. */}
      <EarningsTable
        id={tableId}
        series={series}
        periods={periods}
        caption={`Jobs and earnings per ${per}, ${spans[series]}`}
        className={asTable ? undefined : 'sr-only'}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-controls={tableId}
        onClick={onToggle}
      >
        {asTable ? 'Show as chart' : 'Show as table'}
      </Button>
    </div>
  );
}

/** The washer dashboard's Earnings: jobs and earnings per week or month, as a chart or a table. */
export function EarningsCard() {
  const earnings = useWasherEarnings();
  const [series, setSeries] = useState<EarningsSeries>('weekly');
  const [asTable, setAsTable] = useState(false);
  const data = earnings.data;
  return (
    <Tabs value={series} onValueChange={(value) => setSeries(value === 'monthly' ? 'monthly' : 'weekly')}>
      <SectionCard
        id="earnings-title"
        title="Earnings"
        icon={<BarChart3Icon />}
        description="Completed jobs on the day they were done; paid through Sudsy, after the fee and with tips"
        action={
          <TabsList aria-label="Period">
            <TabsTrigger value="weekly">Weekly</TabsTrigger>
            <TabsTrigger value="monthly">Monthly</TabsTrigger>
          </TabsList>
        }
      >
        {earnings.isError ? (
          <LoadFailed
            title="Could not load your earnings"
            description="Check your connection and try again."
            onRetry={() => void earnings.refetch()}
            retrying={earnings.isRefetching}
            className="min-h-80 justify-center"
          />
        ) : data ? (
          (['weekly', 'monthly'] as const).map((each) => (
            <TabsContent key={each} value={each}>
              <SeriesView
                series={each}
                periods={data[each]}
                noJobsYet={totals(data.monthly).jobs === 0 && totals(data.weekly).jobs === 0}
                asTable={asTable}
                onToggle={() => setAsTable((shown) => !shown)}
              />
            </TabsContent>
          ))
        ) : (
          <div className={bodyBox} aria-busy>
            <Skeleton className="h-8 w-48" />
            <Skeleton className={chartBox} />
            <Skeleton className="h-8 w-32" />
          </div>
        )}
      </SectionCard>
    </Tabs>
  );
}

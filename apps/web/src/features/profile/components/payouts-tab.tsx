import { lazy, Suspense } from 'react';
import { BanknoteIcon, BarChart3Icon, ClockIcon, LandmarkIcon, ReceiptTextIcon, WalletIcon } from 'lucide-react';
import { formatCents } from '@sudsy/domain/money';
import {
  payoutsChartSummary,
  payoutsSummaryTexts as texts,
  type PayoutEntry,
  type PayoutsSummary,
} from '@sudsy/domain/payouts-summary';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { usePayoutsSummary } from '../api/get-payouts-summary';
import { jobDay, PayoutsJobs } from './payouts-jobs';
import { PayoutsCard } from './payouts-card';

// The chart's code arrives after the tab has painted; a block of its size holds its place.
const EarningsChart = lazy(() => import('@/components/earnings-chart'));

const money = (cents: number) => formatCents(cents, { always2: true });

/** Payouts (washers): the balance, the net per month, the payouts to the bank and each job's money. */
export function PayoutsTab() {
  const summary = usePayoutsSummary();
  const data = summary.data;

  if (data?.mode === 'off')
    return (
      <Card>
        <CardContent className="flex items-start gap-3 text-sm">
          <BanknoteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>{texts.paymentsOff}</p>
        </CardContent>
      </Card>
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="payouts-balance-title" className="grid gap-3">
        <h2 id="payouts-balance-title" className="sr-only">
          Your balance
        </h2>
        {summary.isError ? (
          <LoadFailed
            title={texts.loadFailed}
            description={serverMessage(summary.error) ?? 'Check your connection and try again.'}
            onRetry={() => void summary.refetch()}
            retrying={summary.isRefetching}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy={summary.isPending}>
            <StatCard
              label={texts.pending}
              value={data ? money(data.pendingCents) : null}
              hint={texts.pendingHint}
              icon={ClockIcon}
            />
            <StatCard
              label={texts.available}
              value={data ? money(data.availableCents) : null}
              hint={texts.availableHint}
              icon={WalletIcon}
            />
            <StatCard
              label={texts.paidOut}
              value={data ? money(data.paidOutCents) : null}
              hint={texts.paidOutHint}
              icon={LandmarkIcon}
            />
          </div>
        )}
      </section>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          {data ? (
            data.jobsTotal === 0 ? (
              <EmptyState icon={ReceiptTextIcon} title={texts.empty} description={texts.emptyDescription} />
            ) : (
              <ChartCard summary={data} />
            )
          ) : summary.isPending ? (
            <div role="status">
              <span className="sr-only">Loading your earnings through Sudsy...</span>
              <Skeleton className="h-96 rounded-xl" />
            </div>
          ) : null}
        </div>
        {/* Side by side under the chart until the page is wide enough for a column of their own. */}
        <div className="grid content-start items-start gap-6 lg:grid-cols-2 xl:grid-cols-1">
          <PayoutsCard />
          {data ? <PayoutsList payouts={data.payouts} /> : null}
        </div>
      </div>
      {/* Full width: eight columns need it, and below it the jobs are cards. */}
      {data && data.jobsTotal > 0 ? (
        <SectionCard id="payouts-jobs-title" title={texts.jobsTitle} icon={<ReceiptTextIcon />}>
          <PayoutsJobs jobs={data.jobs} total={data.jobsTotal} />
        </SectionCard>
      ) : null}
    </div>
  );
}

function ChartCard({ summary }: { summary: PayoutsSummary }) {
  const net = summary.monthly.reduce((sum, month) => sum + month.earningsCents, 0);
  return (
    <SectionCard id="payouts-chart-title" title={texts.chartTitle} icon={<BarChart3Icon />} description={texts.netNote}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          <span className="mr-1.5 text-2xl font-bold tracking-tight text-foreground tabular-nums">{money(net)}</span>
          net in the last {summary.monthly.length} months
        </p>
        <div className="h-56">
          <Suspense fallback={<Skeleton className="size-full" />}>
            <EarningsChart series="monthly" periods={summary.monthly} summary={payoutsChartSummary(summary)} />
          </Suspense>
        </div>
      </div>
    </SectionCard>
  );
}

function PayoutsList({ payouts }: { payouts: PayoutEntry[] }) {
  return (
    <SectionCard id="payouts-list-title" title={texts.payoutsTitle} icon={<LandmarkIcon />}>
      {payouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noPayouts}</p>
      ) : (
        <ul className="grid text-sm tabular-nums">
          {payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** A payout the bank returned says so, its amount struck through: that money never reached the bank. */
function PayoutRow({ payout }: { payout: PayoutEntry }) {
  const returned = payout.status === 'failed';
  return (
    <li className="flex items-center justify-between gap-3 border-b py-2 last:border-0">
      <span className="grid gap-0.5">
        <span>{jobDay(payout.date)}</span>
        {returned ? <span className="text-xs text-amber-800 dark:text-amber-200">{texts.payoutFailed}</span> : null}
      </span>
      <span className={cn('font-medium', returned && 'text-muted-foreground line-through')}>
        {money(payout.amountCents)}
      </span>
    </li>
  );
}

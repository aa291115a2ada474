import {
  AlertCircleIcon,
  BriefcaseIcon,
  CalendarDaysIcon,
  GavelIcon,
  PercentIcon,
  RotateCwIcon,
  StoreIcon,
  WalletIcon,
} from 'lucide-react';
import { formatCents } from '@sudsy/domain/money';
import { useGreeting } from '@/lib/welcome';
import { formatPercent } from '@sudsy/domain/ratio';
import { QuickActions, type QuickAction } from '@/components/quick-actions';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useWasherDashboard } from '../api/get-washer-dashboard';
import { AgendaSection } from '../components/agenda-section';
import { EarningsCard } from '../components/earnings-card';
import { FinishProfilePrompt } from '../components/finish-profile-prompt';
import { StatCard } from '@/components/stat-card';

// To the setup and the schedule, and to My Bids, where the washer answers requests.
const quickActions: QuickAction[] = [
  {
    title: 'Profile Setup',
    description: 'Services, prices, service area and portfolio',
    to: '/provider/profile',
    icon: StoreIcon,
  },
  {
    title: 'Schedule',
    description: 'Working hours, time off and appointments',
    to: '/provider/schedule',
    icon: CalendarDaysIcon,
  },
  {
    title: 'My Bids',
    description: 'Quote requests near you and the quotes you sent',
    to: '/provider/bids',
    icon: GavelIcon,
  },
];

/** /provider/dashboard: a welcome, the next job and what waits for an answer, then the washer's real figures and earnings chart, quick actions and the setup prompt. */
export function WasherDashboardPage() {
  const { user } = useSession();
  const dashboard = useWasherDashboard();
  const figures = dashboard.data;
  // The sign-up name stands in until the figures bring the business name.
  const businessName = figures?.businessName ?? user?.name;
  const greeting = useGreeting(businessName);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Provider Dashboard | Sudsy</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Provider Dashboard</h1>
        <p className="mt-2 text-muted-foreground">{greeting} Here is how your business is doing.</p>
      </header>
      <div className="grid gap-8">
        {figures && !figures.profileComplete ? <FinishProfilePrompt /> : null}
        <AgendaSection />
        <section aria-labelledby="stats-title" className="grid gap-3">
          <h2 id="stats-title" className="sr-only">
            Your figures
          </h2>
          {dashboard.isError ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center text-sm"
            >
              <AlertCircleIcon className="size-5 text-destructive" aria-hidden />
              <p>Could not load your figures. Check your connection and try again.</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void dashboard.refetch()}
                disabled={dashboard.isRefetching}
              >
                <RotateCwIcon
                  className={cn(dashboard.isRefetching && 'animate-spin motion-reduce:animate-none')}
                  aria-hidden
                />
                Retry
              </Button>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy={dashboard.isPending}>
              <StatCard
                label="Jobs this month"
                value={figures ? String(figures.jobsThisMonth) : null}
                hint="Jobs completed this month"
                icon={BriefcaseIcon}
              />
              <StatCard
                label="Earnings"
                value={figures ? formatCents(figures.earningsCents) : null}
                hint="Completed jobs, after Sudsy's fee, with tips"
                icon={WalletIcon}
              />
              <StatCard
                label="Quote acceptance rate"
                value={figures ? formatPercent(figures.acceptanceRate) : null}
                hint="Quotes customers accepted"
                icon={PercentIcon}
              />
            </div>
          )}
        </section>
        <EarningsCard />
        <QuickActions actions={quickActions} layout="tiles" />
      </div>
    </div>
  );
}

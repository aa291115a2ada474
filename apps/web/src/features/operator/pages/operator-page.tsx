import {
  BadgeCheckIcon,
  BarChart3Icon,
  FlagIcon,
  LifeBuoyIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { operatorTexts } from '@sudsy/domain/operator';
import { isOperatorTab, operatorAccountTexts, operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { NotFoundPage } from '@/components/not-found-page';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useTabParam } from '@/lib/use-tab-param';
import { useAuditLog } from '../api/get-audit-log';
import { AccountsSection } from '../components/accounts-section';
import { AuditLoadFailed } from '../components/audit-load-failed';
import { AuditLogSection } from '../components/audit-log-section';
import { FiguresSection } from '../components/figures-section';
import { ReportsSection } from '../components/reports-section';
import { ReportedMessagesSection } from '../components/reported-messages-section';
import { ReportedProfilesSection } from '../components/reported-profiles-section';
import { TwoFactorRequiredCard } from '../components/two-factor-required-card';
import { VerificationSection } from '../components/verification-section';
import { DisputesSection } from '../components/disputes-section';

const refusedWith = (error: Error | null, status: number) => error instanceof ApiError && error.status === status;

/**
 * /operator, the operator console (docs/product.md, "Operators"), in tabs: the audit log of every
 * operator action (the first, `?tab=` left out), Accounts (`?tab=accounts`: find an account,
 * suspend it or lift its suspension), Reports (`?tab=reports`: reported content to hide or keep),
 * Figures (`?tab=figures`: the marketplace's figures), Verification (`?tab=verification`: washers'
 * documents to approve or reject) and Disputes (`?tab=disputes`). The server decides who may see it
 * (the log's answer is the gate): to anyone who is not an operator it is the 404 page, word for
 * word, and until the answer arrives nothing names the console; an operator without two-factor is
 * shown the way to turn it on.
 */
export function OperatorPage() {
  const log = useAuditLog();
  const [tab, selectTab] = useTabParam(isOperatorTab, 'audit');

  if (log.isPending) return <ConsoleSkeleton />;
  // A revoked operator's next answer is a 404 too, whatever the page already shows.
  if (refusedWith(log.error, 404)) return <NotFoundPage />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>{`${operatorTexts.consoleTitle} | Sudsy`}</title>
      <header className="mb-8 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden>
          <ShieldCheckIcon className="size-5" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{operatorTexts.consoleTitle}</h1>
      </header>
      {refusedWith(log.error, 403) ? (
        <TwoFactorRequiredCard />
      ) : (
        <Tabs value={tab} onValueChange={selectTab} className="gap-6">
          {/* On a phone the six tabs drop their icons and stand in two rows of three, every one in sight. */}
          <TabsList
            aria-label={operatorAccountTexts.tabsLabel}
            className="h-10 w-full justify-start sm:w-fit max-sm:grid max-sm:h-auto max-sm:grid-cols-3 max-sm:[&_svg]:hidden"
          >
            <TabsTrigger value="audit" className="px-2.5 max-sm:h-9 sm:px-4">
              <ScrollTextIcon aria-hidden />
              {operatorTabLabels.audit}
            </TabsTrigger>
            <TabsTrigger value="accounts" className="px-2.5 max-sm:h-9 sm:px-4">
              <UsersIcon aria-hidden />
              {operatorTabLabels.accounts}
            </TabsTrigger>
            <TabsTrigger value="reports" className="px-2.5 max-sm:h-9 sm:px-4">
              <FlagIcon aria-hidden />
              {operatorTabLabels.reports}
            </TabsTrigger>
            <TabsTrigger value="figures" className="px-2.5 max-sm:h-9 sm:px-4">
              <BarChart3Icon aria-hidden />
              {operatorTabLabels.figures}
            </TabsTrigger>
            <TabsTrigger value="verification" className="px-2.5 max-sm:h-9 sm:px-4">
              <BadgeCheckIcon aria-hidden />
              {operatorTabLabels.verification}
            </TabsTrigger>
            <TabsTrigger value="disputes" className="px-2.5 max-sm:h-9 sm:px-4">
              <LifeBuoyIcon aria-hidden />
              {operatorTabLabels.disputes}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="audit">
            {log.isError && !log.isFetchNextPageError ? (
              <AuditLoadFailed error={log.error} onRetry={() => void log.refetch()} retrying={log.isRefetching} />
            ) : (
              <AuditLogSection
                entries={log.data?.pages.flatMap((page) => page.entries) ?? []}
                hasOlder={log.hasNextPage}
                onShowOlder={() => void log.fetchNextPage()}
                loadingOlder={log.isFetchingNextPage}
                olderFailed={log.isFetchNextPageError}
              />
            )}
          </TabsContent>
          <TabsContent value="accounts">
            <AccountsSection />
          </TabsContent>
          <TabsContent value="reports" className="grid gap-6">
            <ReportsSection />
            <ReportedMessagesSection />
            <ReportedProfilesSection />
          </TabsContent>
          <TabsContent value="figures">
            <FiguresSection />
          </TabsContent>
          <TabsContent value="verification">
            <VerificationSection />
          </TabsContent>
          <TabsContent value="disputes">
            <DisputesSection />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

/** While the first answer is on its way: the console's shape, none of its words. */
function ConsoleSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-16 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

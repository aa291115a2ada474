import { ShieldCheckIcon } from 'lucide-react';
import { operatorTexts } from '@sudsy/domain/operator';
import { NotFoundPage } from '@/components/not-found-page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLoadFailed } from '../components/audit-load-failed';
import { AuditLogSection } from '../components/audit-log-section';
import { TwoFactorRequiredCard } from '../components/two-factor-required-card';

const refusedWith = (error: Error | null, status: number) => error instanceof ApiError && error.status === status;

/**
 * /operator, the operator console (docs/product.md, "Operators"): the audit log of every operator
 * action. The server decides who may see it: to anyone who is not an operator it is the 404 page,
 * word for word, and until the answer arrives nothing names the console; an operator without
 * two-factor is shown the way to turn it on.
 */
export function OperatorPage() {
  const log = useAuditLog();

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
      ) : log.isError && !log.isFetchNextPageError ? (
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

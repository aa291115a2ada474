import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';

type DetailQueryViewProps<T> = {
  query: UseQueryResult<T>;
  /** Something else the page waits for besides the record (the session that decides the view). */
  waiting?: boolean;
  /** The screen-reader text and the placeholders while the record loads. */
  loading: { label: string; skeleton: ReactNode };
  /** A 404, which is also what someone else's record answers: why it may be missing and the way back. */
  notFound: { heading: string; icon: LucideIcon; title: string; description: string; to: string; linkText: string };
  /** Any other failure: the page heading, what failed and the text when the server gave none. */
  failed: { heading: string; title: string; fallback: string };
  children: (data: T) => ReactNode;
};

/** One record's page body: loading, not found, failed with Retry, or the record itself. */
export function DetailQueryView<T>({ query, waiting, loading, notFound, failed, children }: DetailQueryViewProps<T>) {
  if (query.isPending || waiting) {
    return (
      <div role="status" className="grid gap-6">
        <span className="sr-only">{loading.label}</span>
        {loading.skeleton}
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      const { heading, icon, title, description, to, linkText } = notFound;
      return (
        <>
          <h1 className="mb-6 text-3xl font-bold tracking-tight">{heading}</h1>
          <EmptyState
            icon={icon}
            title={title}
            description={description}
            action={
              <Button asChild>
                <Link to={to}>{linkText}</Link>
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{failed.heading}</h1>
        <LoadFailed
          title={failed.title}
          description={serverMessage(query.error) ?? failed.fallback}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </>
    );
  }
  return children(query.data);
}

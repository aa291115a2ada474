import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ArrowLeftIcon, MousePointerClickIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useMediaQuery } from '@/lib/use-media-query';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { sideBySideQuery } from './accounts-section';

/** What the list of a queue is given: which item is shown beside it, and where focus comes back. */
export type QueueListProps = { selectedId: string | null; onSelect: (id: string) => void; focusId: string | null };

type QueueAndDetailProps<Item> = {
  queue: UseQueryResult<Item[]>;
  /** The address's name for the item shown (`?dispute=`, `?washer=`), so a reload opens it again. */
  param: string;
  texts: { loadFailed: string; choose: string; back: string };
  /** Shown when nothing waits. */
  empty: ReactNode;
  list: (props: QueueListProps) => ReactNode;
  /** One item in full; `takeFocus` on a phone, where it replaces the list. */
  detail: (id: string, takeFocus: boolean) => ReactNode;
};

/**
 * A console queue with its detail (docs/operations.md): the longest waiting first; the item beside
 * the list from 1024 px, in place of it on a phone with Back, focus returning to the item left.
 */
export function QueueAndDetail<Item>({ queue, param, texts, empty, list, detail }: QueueAndDetailProps<Item>) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(param);
  const select = (id: string | null) =>
    setParams(
      (next) => {
        if (id === null) next.delete(param);
        else next.set(param, id);
        return next;
      },
      { replace: true },
    );
  const sideBySide = useMediaQuery(sideBySideQuery);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // Refused by the gate (access taken back, two-factor off): the page answers as it does for the log.
  const gateRefused = queue.error instanceof ApiError && (queue.error.status === 403 || queue.error.status === 404);
  useEffect(() => {
    if (gateRefused) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  }, [gateRefused, queryClient]);

  const items = queue.data ?? [];
  const shownList = list({
    selectedId: sideBySide ? selectedId : null,
    onSelect: (id) => {
      setReturnTo(null);
      select(id);
    },
    focusId: returnTo,
  });

  let body: ReactNode;
  if (queue.isPending) body = <QueueSkeleton />;
  else if (queue.isError)
    body = (
      <LoadFailed
        title={texts.loadFailed}
        description={serverMessage(queue.error) ?? unexpectedFailure}
        onRetry={() => void queue.refetch()}
        retrying={queue.isRefetching}
      />
    );
  else if (items.length === 0 && selectedId === null) body = empty;
  else if (sideBySide)
    body = (
      <div className="grid grid-cols-[minmax(0,22rem)_minmax(0,1fr)] items-start gap-6">
        {items.length > 0 ? shownList : empty}
        {selectedId ? (
          <div key={selectedId} className="min-w-0">
            {detail(selectedId, false)}
          </div>
        ) : (
          <EmptyState icon={MousePointerClickIcon} title={texts.choose} className="py-16" />
        )}
      </div>
    );
  else if (selectedId)
    body = (
      <div className="grid min-w-0 gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 w-fit"
          onClick={() => {
            setReturnTo(selectedId);
            select(null);
          }}
        >
          <ArrowLeftIcon aria-hidden />
          {texts.back}
        </Button>
        <div key={selectedId} className="min-w-0">
          {detail(selectedId, true)}
        </div>
      </div>
    );
  else body = shownList;

  return <div aria-busy={queue.isFetching}>{body}</div>;
}

/** One queue item loaded on its own: its shape while it loads, Retry when it fails. */
export function QueueItemView<Data>({
  query,
  failedTitle,
  children,
}: {
  query: UseQueryResult<Data>;
  failedTitle: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Skeleton role="status" aria-label="Loading..." className="h-96 rounded-xl" />;
  if (query.isError)
    return (
      <LoadFailed
        title={failedTitle}
        description={serverMessage(query.error) ?? unexpectedFailure}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  return children(query.data);
}

/** A queue's shape while it loads. */
export function QueueSkeleton() {
  return (
    <div role="status" className="grid gap-2 lg:max-w-[22rem]">
      <span className="sr-only">Loading...</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 rounded-lg" />
      ))}
    </div>
  );
}

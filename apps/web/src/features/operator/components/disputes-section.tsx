import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, LifeBuoyIcon, MousePointerClickIcon, ScaleIcon } from 'lucide-react';
import { disputeConsoleTexts as texts } from '@sudsy/domain/disputes';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDisputeCase } from '../api/get-dispute-case';
import { useDisputeQueue } from '../api/get-dispute-queue';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { sideBySideQuery } from './accounts-section';
import { DisputeCaseDetail } from './dispute-case-detail';
import { DisputeQueueList } from './dispute-queue-list';

/** The dispute shown, in the address beside `?tab=disputes` (`?dispute=`), so a reload opens it again. */
function useDisputeParam(): [string | null, (disputeId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = (disputeId: string | null) =>
    setParams(
      (next) => {
        if (disputeId === null) next.delete('dispute');
        else next.set('dispute', disputeId);
        return next;
      },
      { replace: true },
    );
  return [params.get('dispute'), select];
}

/**
 * The console's Disputes tab (docs/operations.md, "Disputes"): the disputes the two sides did not
 * settle, the longest waiting first; the case beside the list from 1024 px, in place of it on a
 * phone with Back; Decide… with a refund and a reason both sides read.
 */
export function DisputesSection() {
  const queue = useDisputeQueue();
  const [disputeId, select] = useDisputeParam();
  const sideBySide = useMediaQuery(sideBySideQuery);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // Refused by the gate (access taken back, two-factor off): the page answers as it does for the log.
  const gateRefused = queue.error instanceof ApiError && (queue.error.status === 403 || queue.error.status === 404);
  useEffect(() => {
    if (gateRefused) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  }, [gateRefused, queryClient]);

  const disputes = queue.data ?? [];
  const onSelect = (id: string) => {
    setReturnTo(null);
    select(id);
  };
  const back = () => {
    setReturnTo(disputeId);
    select(null);
  };
  const empty = <EmptyState icon={ScaleIcon} title={texts.empty} description={texts.emptyHelp} className="py-16" />;
  const list = (
    <DisputeQueueList
      disputes={disputes}
      selectedId={sideBySide ? disputeId : null}
      onSelect={onSelect}
      focusId={returnTo}
    />
  );

  let body;
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
  else if (disputes.length === 0 && disputeId === null) body = empty;
  else if (sideBySide)
    body = (
      <div className="grid grid-cols-[minmax(0,22rem)_minmax(0,1fr)] items-start gap-6">
        {disputes.length > 0 ? list : empty}
        {disputeId ? (
          <CaseView key={disputeId} disputeId={disputeId} />
        ) : (
          <EmptyState icon={MousePointerClickIcon} title={texts.choose} className="py-16" />
        )}
      </div>
    );
  else if (disputeId)
    body = (
      <div className="grid min-w-0 gap-3">
        <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={back}>
          <ArrowLeftIcon aria-hidden />
          {texts.back}
        </Button>
        <CaseView key={disputeId} disputeId={disputeId} takeFocus />
      </div>
    );
  else body = list;

  return (
    <SectionCard id="disputes" title={texts.title} description={texts.description} icon={<LifeBuoyIcon />}>
      <div aria-busy={queue.isFetching}>{body}</div>
    </SectionCard>
  );
}

function CaseView({ disputeId, takeFocus = false }: { disputeId: string; takeFocus?: boolean }) {
  const shown = useDisputeCase(disputeId);
  if (shown.isPending) return <Skeleton role="status" aria-label="Loading..." className="h-96 rounded-xl" />;
  if (shown.isError)
    return (
      <LoadFailed
        title={texts.loadFailed}
        description={serverMessage(shown.error) ?? unexpectedFailure}
        onRetry={() => void shown.refetch()}
        retrying={shown.isRefetching}
      />
    );
  return <DisputeCaseDetail shown={shown.data} takeFocus={takeFocus} />;
}

function QueueSkeleton() {
  return (
    <div role="status" className="grid gap-2 lg:max-w-[22rem]">
      <span className="sr-only">Loading...</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 rounded-lg" />
      ))}
    </div>
  );
}

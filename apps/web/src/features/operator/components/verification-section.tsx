import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, BadgeCheckIcon, MousePointerClickIcon, ShieldCheckIcon } from 'lucide-react';
import { verificationConsoleTexts as texts } from '@sudsy/domain/verification';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useMediaQuery } from '@/lib/use-media-query';
import { useVerificationQueue } from '../api/get-verification-queue';
import { useVerificationSubmission } from '../api/get-verification-submission';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { sideBySideQuery } from './accounts-section';
import { VerificationDetail } from './verification-detail';
import { VerificationQueueList } from './verification-queue-list';

/** The washer shown, in the address beside `?tab=verification` (`?washer=`), so a reload opens it again. */
function useWasherParam(): [string | null, (washerId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = (washerId: string | null) =>
    setParams(
      (next) => {
        if (washerId === null) next.delete('washer');
        else next.set('washer', washerId);
        return next;
      },
      { replace: true },
    );
  return [params.get('washer'), select];
}

/**
 * The console's Verification tab (docs/product.md, "Washer verification"): the washers whose ID and
 * insurance wait for review, the longest waiting first; their submission beside the list from
 * 1024 px, in place of it on a phone with Back; Approve, or Reject… with the reason the washer reads.
 */
export function VerificationSection() {
  const queue = useVerificationQueue();
  const [washerId, select] = useWasherParam();
  const sideBySide = useMediaQuery(sideBySideQuery);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // Refused by the gate (access taken back, two-factor off): the page answers as it does for the log.
  const gateRefused = queue.error instanceof ApiError && (queue.error.status === 403 || queue.error.status === 404);
  useEffect(() => {
    if (gateRefused) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  }, [gateRefused, queryClient]);

  const submissions = queue.data ?? [];
  const onSelect = (id: string) => {
    setReturnTo(null);
    select(id);
  };
  const back = () => {
    setReturnTo(washerId);
    select(null);
  };
  const list = (
    <VerificationQueueList
      submissions={submissions}
      selectedId={sideBySide ? washerId : null}
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
  else if (submissions.length === 0 && washerId === null)
    body = <EmptyState icon={BadgeCheckIcon} title={texts.empty} className="py-16" />;
  else if (sideBySide)
    body = (
      <div className="grid grid-cols-[minmax(0,22rem)_minmax(0,1fr)] items-start gap-6">
        {submissions.length > 0 ? list : <EmptyState icon={BadgeCheckIcon} title={texts.empty} />}
        {washerId ? (
          <SubmissionView key={washerId} washerId={washerId} />
        ) : (
          <EmptyState icon={MousePointerClickIcon} title={texts.select} className="py-16" />
        )}
      </div>
    );
  else if (washerId)
    body = (
      <div className="grid min-w-0 gap-3">
        <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={back}>
          <ArrowLeftIcon aria-hidden />
          {texts.back}
        </Button>
        <SubmissionView key={washerId} washerId={washerId} takeFocus />
      </div>
    );
  else body = list;

  return (
    <SectionCard id="verification" title={texts.title} description={texts.description} icon={<ShieldCheckIcon />}>
      <div aria-busy={queue.isFetching}>{body}</div>
    </SectionCard>
  );
}

function SubmissionView({ washerId, takeFocus = false }: { washerId: string; takeFocus?: boolean }) {
  const submission = useVerificationSubmission(washerId);
  if (submission.isPending) return <Skeleton role="status" aria-label="Loading..." className="h-96 rounded-xl" />;
  if (submission.isError)
    return (
      <LoadFailed
        title={texts.detailFailed}
        description={serverMessage(submission.error) ?? unexpectedFailure}
        onRetry={() => void submission.refetch()}
        retrying={submission.isRefetching}
      />
    );
  return <VerificationDetail submission={submission.data} takeFocus={takeFocus} />;
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

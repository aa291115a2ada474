import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FlagIcon, ShieldCheckIcon } from 'lucide-react';
import { reportQueueSize } from '@sudsy/domain/moderation';
import { reportsConsoleTexts as texts } from '@sudsy/domain/moderation-console';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useReportQueue } from '../api/get-report-queue';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { ReportedReviewCard } from './reported-review-card';

/**
 * The console's Reports section: the reviews owners and washers reported, the one waiting longest
 * first, each with its reports, to hide or keep with a reason. Once decided a review leaves the
 * queue, and the focus moves to the card that took its place (or to the empty queue).
 */
export function ReportsSection() {
  const queue = useReportQueue();
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // The review just decided and where its card was, until its card has gone and the focus moved on.
  const [decided, setDecided] = useState<{ reviewId: string; index: number } | null>(null);
  const refocused = useRef<typeof decided>(null);

  // Refused by the gate (operator access taken back, two-factor turned off): the log is asked
  // again, and the page answers as it does for the log.
  const gateRefused = queue.error instanceof ApiError && (queue.error.status === 403 || queue.error.status === 404);
  useEffect(() => {
    if (gateRefused) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  }, [gateRefused, queryClient]);

  const reviews = queue.data;
  useEffect(() => {
    if (!decided || refocused.current === decided || !reviews) return;
    if (reviews.some((reported) => reported.review.id === decided.reviewId)) return;
    refocused.current = decided;
    const cards = listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article');
    const next = cards?.length ? cards[Math.min(decided.index, cards.length - 1)] : emptyRef.current;
    next?.focus();
  }, [decided, reviews]);

  let content;
  if (queue.isPending) {
    content = <QueueSkeleton />;
  } else if (queue.isError) {
    content = (
      <LoadFailed
        title={texts.loadFailed}
        description={serverMessage(queue.error) ?? unexpectedFailure}
        onRetry={() => void queue.refetch()}
        retrying={queue.isRefetching}
      />
    );
  } else if (queue.data.length === 0) {
    content = (
      <div
        ref={emptyRef}
        tabIndex={-1}
        className="rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <EmptyState icon={ShieldCheckIcon} title={texts.empty} description={texts.emptyHelp} />
      </div>
    );
  } else {
    content = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {texts.waiting(queue.data.length)}
          {queue.data.length >= reportQueueSize ? ` · ${texts.queueFull(reportQueueSize)}` : null}
        </p>
        <ul ref={listRef} className="grid gap-4" aria-label={texts.listLabel}>
          {queue.data.map((reported, index) => (
            <li key={reported.review.id}>
              <ReportedReviewCard
                reported={reported}
                onDecided={() => setDecided({ reviewId: reported.review.id, index })}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <SectionCard id="reports" title={texts.title} description={texts.description} icon={<FlagIcon />}>
      {content}
    </SectionCard>
  );
}

/** While the queue is on its way: cards of its shape. */
function QueueSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{texts.loading}</span>
      {[0, 1].map((card) => (
        <Skeleton key={card} className="h-64 rounded-lg" />
      ))}
    </div>
  );
}

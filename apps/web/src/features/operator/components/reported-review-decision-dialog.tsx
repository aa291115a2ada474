import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ReportedReview, ReviewModerationDecision } from '@sudsy/domain/moderation';
import { reviewDecisionTexts } from '@sudsy/domain/moderation-console';
import { ApiError } from '@/lib/api-client';
import { useDecideReview } from '../api/decide-review';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { OperatorReasonDialog } from './operator-reason-dialog';

type ReportedReviewDecisionDialogProps = {
  reported: ReportedReview;
  /** Hide or keep: fixed while the dialog is open. */
  decision: ReviewModerationDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server took the decision (the review has left the queue by then). */
  onDecided: () => void;
};

/**
 * Hiding or keeping a reported review, with the reason its reporters (and for a hidden review its
 * author) are sent and the audit log keeps. A refusal (409: someone decided it already) stays in the
 * dialog; the queue is asked again once the dialog closes. Mount it afresh (a new `key`) for each
 * opening.
 */
export function ReportedReviewDecisionDialog({
  reported,
  decision,
  open,
  onOpenChange,
  onDecided,
}: ReportedReviewDecisionDialogProps) {
  const texts = reviewDecisionTexts[decision];
  const washer = reported.review.washer.name;
  const decide = useDecideReview();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);

  const changeOpen = (next: boolean) => {
    // Decided by someone else meanwhile: the queue is read again now the operator has seen why.
    if (!next && stale) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.reports });
    onOpenChange(next);
  };

  return (
    <OperatorReasonDialog
      open={open}
      onOpenChange={changeOpen}
      title={texts.title(washer)}
      description={texts.description}
      texts={{
        reason: reviewDecisionTexts.reasonLabel,
        hint: reviewDecisionTexts.reasonHint,
        cancel: reviewDecisionTexts.cancel,
        confirm: texts.confirm,
        busy: texts.busy,
        failed: reviewDecisionTexts.failedFallback,
      }}
      destructive={decision === 'hide'}
      pending={decide.isPending}
      onConfirm={async (reason) => {
        try {
          await decide.mutateAsync({ reviewId: reported.review.id, decision, reason });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) setStale(true);
          throw error;
        }
        toast.success(texts.done, { description: texts.doneDescription(washer) });
        onOpenChange(false);
        onDecided();
      }}
    />
  );
}

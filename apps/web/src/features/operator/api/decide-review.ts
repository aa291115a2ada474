import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportQueueSchema, type ReportedReview, type ReviewDecision } from '@sudsy/domain/moderation';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

export type DecideReviewInput = ReviewDecision & { reviewId: string };

/**
 * Hides or keeps a reported review with a reason (POST /api/operator/reports/reviews/:id/decision);
 * answers the queue as it is now. 409 (`nothing_to_decide`) when the review has no open report left.
 */
export async function decideReview({ reviewId, decision, reason }: DecideReviewInput): Promise<ReportedReview[]> {
  const body = await apiFetch(`/api/operator/reports/reviews/${encodeURIComponent(reviewId)}/decision`, {
    method: 'POST',
    json: { decision, reason },
  });
  return parseAnswer(reportQueueSchema, body).reviews;
}

/**
 * A decision about a reported review: on success the queue becomes the server's answer (the review
 * leaves it) and the audit log is asked again for the new entry, without waiting for it. Refused by
 * the console's gate (403, 404), the log is asked again too, and the page answers as it does for it.
 * A 409 leaves the queue as it is: the dialog says why, and asks for the queue when it closes.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: (queue) => {
      queryClient.setQueryData(operatorQueryKeys.reports, queue);
      void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReviewReportInput } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { myReviewReportsKey } from './get-my-review-reports';

/** Any signed-in user flags a review for the operator; the review stays visible until it is handled. */
export async function reportReview(reviewId: string, input: ReviewReportInput): Promise<void> {
  const body = await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { method: 'POST', json: input });
  parseAnswer(z.object({ reported: z.literal(true) }), body);
}

/** On success the page's own reports are read again, so the review shows "Reported" in place of Report. */
export function useReportReview(reviewId: string, washerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReportInput) => reportReview(reviewId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewReportsKey(washerId) }),
  });
}

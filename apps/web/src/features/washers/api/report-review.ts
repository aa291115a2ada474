import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReviewReportInput } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** Any signed-in user flags a review for the operator; the review stays visible until it is handled. */
export async function reportReview(reviewId: string, input: ReviewReportInput): Promise<void> {
  const body = await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { method: 'POST', json: input });
  parseAnswer(z.object({ reported: z.literal(true) }), body);
}

export function useReportReview(reviewId: string) {
  return useMutation({ mutationFn: (input: ReviewReportInput) => reportReview(reviewId, input) });
}

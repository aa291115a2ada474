import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewReplySchema, type ReviewReply, type ReviewReplyInput } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { reloadReviewsOn, showReviewReply } from './get-washer-reviews';

/** The reviewed washer answers a review, once; the answer shows under it on the public page. */
export async function replyToReview(reviewId: string, input: ReviewReplyInput): Promise<ReviewReply> {
  const body = await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', json: input });
  return parseAnswer(z.object({ reply: reviewReplySchema }), body).reply;
}

/** Replies to a review on the page of washer `washerId`, which shows the reply at once. */
export function useReplyToReview(washerId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => replyToReview(reviewId, input),
    onSuccess: (reply) => showReviewReply(queryClient, washerId, reviewId, reply),
    // Already replied (in another tab, say): reading the reviews again shows that reply instead of the form.
    onError: reloadReviewsOn(409, queryClient, washerId),
  });
}

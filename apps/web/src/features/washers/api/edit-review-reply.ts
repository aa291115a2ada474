import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewReplySchema, type ReviewReply, type ReviewReplyInput } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { reloadReviewsOn, showReviewReply } from './get-washer-reviews';

/** The reviewed washer changes their reply; it then reads as edited. */
export async function editReviewReply(reviewId: string, input: ReviewReplyInput): Promise<ReviewReply> {
  const body = await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'PUT', json: input });
  return parseAnswer(z.object({ reply: reviewReplySchema }), body).reply;
}

/** Changes a reply on the page of washer `washerId`, which shows the new text at once. */
export function useEditReviewReply(washerId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => editReviewReply(reviewId, input),
    onSuccess: (reply) => showReviewReply(queryClient, washerId, reviewId, reply),
    // The reply is gone (removed in another tab, say): reading the reviews again shows the Reply button.
    onError: reloadReviewsOn(404, queryClient, washerId),
  });
}

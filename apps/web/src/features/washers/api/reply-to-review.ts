import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewReplySchema, type PublicReview, type ReviewReplyInput } from '@sudsy/domain/review';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerReviewsQueryOptions } from './get-washer-reviews';

type ReviewReply = NonNullable<PublicReview['reply']>;

/** The reviewed washer answers a review, once; the answer shows under it on the public page. */
export async function replyToReview(reviewId: string, input: ReviewReplyInput): Promise<ReviewReply> {
  const body = await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', json: input });
  return parseAnswer(z.object({ reply: reviewReplySchema }), body).reply;
}

/** Replies to a review on the page of washer `washerId`, which shows the reply at once. */
export function useReplyToReview(washerId: string, reviewId: string) {
  const queryClient = useQueryClient();
  const reviewsKey = washerReviewsQueryOptions(washerId).queryKey;
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => replyToReview(reviewId, input),
    onSuccess: (reply) => {
      queryClient.setQueryData(reviewsKey, (loaded) =>
        loaded
          ? {
              ...loaded,
              pages: loaded.pages.map((page) => ({
                ...page,
                reviews: page.reviews.map((review) => (review.id === reviewId ? { ...review, reply } : review)),
              })),
            }
          : loaded,
      );
    },
    onError: (error) => {
      // Already replied (in another tab, say): reading the reviews again shows that reply instead of the form.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: reviewsKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reloadReviewsOn, showReviewReply } from './get-washer-reviews';

/** The reviewed washer takes their reply back; they may reply afresh. */
export async function removeReviewReply(reviewId: string): Promise<void> {
  await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'DELETE' });
}

/** Removes a reply on the page of washer `washerId`, which offers Reply again at once. */
export function useRemoveReviewReply(washerId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeReviewReply(reviewId),
    onSuccess: () => showReviewReply(queryClient, washerId, reviewId, null),
    // Already gone (removed in another tab, say): reading the reviews again shows the Reply button.
    onError: reloadReviewsOn(404, queryClient, washerId),
  });
}

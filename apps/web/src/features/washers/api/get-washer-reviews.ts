import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { publicReviewsSchema, type ReviewReply } from '@sudsy/domain/review';
import { ApiError, apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';

/** A page of a washer's reviews, newest first from `cursor` on, each signed with the owner's first name and initial. */
export async function getWasherReviews(id: string, cursor: string | null) {
  const path = `/api/washers/${encodeURIComponent(id)}/reviews`;
  return parseAnswer(publicReviewsSchema, await apiFetch(pagePath(path, cursor)));
}

export function washerReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: ['washers', id, 'reviews'] as const,
    queryFn: ({ pageParam }) => getWasherReviews(id, pageParam),
    ...cursorPages,
  });
}

/** The pages loaded so far; `fetchNextPage` loads older reviews while `hasNextPage`. */
export function useWasherReviews(id: string) {
  return useInfiniteQuery(washerReviewsQueryOptions(id));
}

/** Shows `reply` (null: none) under review `reviewId` in the loaded pages, as the server now has it. */
export function showReviewReply(
  queryClient: QueryClient,
  washerId: string,
  reviewId: string,
  reply: ReviewReply | null,
): void {
  queryClient.setQueryData(washerReviewsQueryOptions(washerId).queryKey, (loaded) =>
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
}

/**
 * A write's error handler that reads the reviews again when the server refused with `status`: the
 * reply changed in another tab, and the page should show it as it is now.
 */
export function reloadReviewsOn(status: number, queryClient: QueryClient, washerId: string) {
  return (error: Error) => {
    if (error instanceof ApiError && error.status === status)
      void queryClient.invalidateQueries({ queryKey: washerReviewsQueryOptions(washerId).queryKey });
  };
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicReviewsSchema } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
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

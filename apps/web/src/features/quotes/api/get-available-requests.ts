import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { availableRequestsResponseSchema } from '@sudsy/domain/bids';
import { apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { quotesQueryKeys } from './quotes-query-keys';

/** A page of the requests sent to the washer that they have not answered yet, newest first, after `cursor`. */
export async function getAvailableRequests(cursor: string | null) {
  return parseAnswer(availableRequestsResponseSchema, await apiFetch(pagePath('/api/bids/available', cursor)));
}

export function availableRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: quotesQueryKeys.available,
    queryFn: ({ pageParam }) => getAvailableRequests(pageParam),
    ...cursorPages,
  });
}

/** The pages loaded so far (each says how many wait in all); `fetchNextPage` loads the next while `hasNextPage`. */
export function useAvailableRequests() {
  return useInfiniteQuery(availableRequestsQueryOptions());
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { quoteRequestsResponseSchema } from '@sudsy/domain/quote-request-views';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** A page of the owner's quote requests, newest first, from `cursor` (the last one of the page before) on. */
export async function getQuoteRequests(cursor: string | null) {
  const path = cursor ? `/api/quote-requests?cursor=${encodeURIComponent(cursor)}` : '/api/quote-requests';
  return parseAnswer(quoteRequestsResponseSchema, await apiFetch(path));
}

export function quoteRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: requestsQueryKeys.list,
    queryFn: ({ pageParam }) => getQuoteRequests(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The pages loaded so far; `fetchNextPage` loads the next older one while `hasNextPage`. */
export function useQuoteRequests() {
  return useInfiniteQuery(quoteRequestsQueryOptions());
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { quoteRequestsResponseSchema } from '@sudsy/domain/quote-request-views';
import { apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** A page of the owner's quote requests, newest first, from `cursor` (the last one of the page before) on. */
export async function getQuoteRequests(cursor: string | null) {
  return parseAnswer(quoteRequestsResponseSchema, await apiFetch(pagePath('/api/quote-requests', cursor)));
}

export function quoteRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: requestsQueryKeys.list,
    queryFn: ({ pageParam }) => getQuoteRequests(pageParam),
    ...cursorPages,
  });
}

/** The pages loaded so far; `fetchNextPage` loads the next older one while `hasNextPage`. */
export function useQuoteRequests() {
  return useInfiniteQuery(quoteRequestsQueryOptions());
}

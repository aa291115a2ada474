import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bidsResponseSchema } from '@sudsy/domain/bids';
import { apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { quotesQueryKeys } from './quotes-query-keys';

/** A page of the washer's quotes, the latest change first, after `cursor` (the page before's `nextCursor`). */
export async function getQuotes(cursor: string | null) {
  return parseAnswer(bidsResponseSchema, await apiFetch(pagePath('/api/bids', cursor)));
}

export function quotesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: quotesQueryKeys.mine,
    queryFn: ({ pageParam }) => getQuotes(pageParam),
    ...cursorPages,
  });
}

/** The pages loaded so far; `fetchNextPage` loads the next while `hasNextPage`. */
export function useQuotes() {
  return useInfiniteQuery(quotesQueryOptions());
}

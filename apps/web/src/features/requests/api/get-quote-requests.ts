import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteRequestsResponseSchema, type QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** The owner's quote requests, newest first, each with how many washers it reached and how many quoted. */
export async function getQuoteRequests(): Promise<QuoteRequestListItem[]> {
  return parseAnswer(quoteRequestsResponseSchema, await apiFetch('/api/quote-requests')).requests;
}

export function quoteRequestsQueryOptions() {
  return queryOptions({ queryKey: requestsQueryKeys.list, queryFn: getQuoteRequests });
}

export function useQuoteRequests() {
  return useQuery(quoteRequestsQueryOptions());
}

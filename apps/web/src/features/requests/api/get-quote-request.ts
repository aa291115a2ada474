import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteRequestDetailResponseSchema, type QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** One of the owner's requests with its photos and the washers it went to; 404 when it is not theirs. */
export async function getQuoteRequest(id: string): Promise<QuoteRequestDetail> {
  const body = await apiFetch(`/api/quote-requests/${encodeURIComponent(id)}`);
  return parseAnswer(quoteRequestDetailResponseSchema, body).request;
}

export function quoteRequestQueryOptions(id: string) {
  return queryOptions({ queryKey: requestsQueryKeys.detail(id), queryFn: () => getQuoteRequest(id) });
}

export function useQuoteRequest(id: string) {
  return useQuery(quoteRequestQueryOptions(id));
}

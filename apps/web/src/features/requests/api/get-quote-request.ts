import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQuoteRequest } from '@/lib/quote-requests';
import { requestsQueryKeys } from './requests-query-keys';

export function quoteRequestQueryOptions(id: string) {
  return queryOptions({ queryKey: requestsQueryKeys.detail(id), queryFn: () => getQuoteRequest(id) });
}

export function useQuoteRequest(id: string) {
  return useQuery(quoteRequestQueryOptions(id));
}

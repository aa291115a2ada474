import { queryOptions, useQuery } from '@tanstack/react-query';
import { availableRequestsResponseSchema, type BidRequest } from '@sudsy/domain/bids';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { bidsQueryKeys } from './bids-query-keys';

/** The requests sent to the washer that they have not answered yet, newest first. */
export async function getAvailableRequests(): Promise<BidRequest[]> {
  return parseAnswer(availableRequestsResponseSchema, await apiFetch('/api/bids/available')).requests;
}

export const availableRequestsQueryOptions = queryOptions({
  queryKey: bidsQueryKeys.available,
  queryFn: getAvailableRequests,
});

export function useAvailableRequests() {
  return useQuery(availableRequestsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { bidsResponseSchema, type Bid } from '@sudsy/domain/bids';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { bidsQueryKeys } from './bids-query-keys';

/** Every quote the washer placed, the latest change first. */
export async function getBids(): Promise<Bid[]> {
  return parseAnswer(bidsResponseSchema, await apiFetch('/api/bids')).bids;
}

export const bidsQueryOptions = queryOptions({ queryKey: bidsQueryKeys.mine, queryFn: getBids });

export function useBids() {
  return useQuery(bidsQueryOptions);
}

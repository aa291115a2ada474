import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerEarningsSchema, type WasherEarnings } from '@sudsy/domain/earnings';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The washer's completed jobs and earnings for each of the last 12 weeks and 12 months. */
export async function getWasherEarnings(): Promise<WasherEarnings> {
  return parseAnswer(washerEarningsSchema, await apiFetch('/api/washer-dashboard/earnings'));
}

export function washerEarningsQueryOptions() {
  return queryOptions({ queryKey: ['washer-dashboard', 'earnings'] as const, queryFn: getWasherEarnings });
}

export function useWasherEarnings() {
  return useQuery(washerEarningsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerEarningsSchema, type WasherEarnings } from '@sudsy/domain/earnings';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The washer's completed jobs and earnings for each of the last 12 weeks and 12 months. */
export async function getProviderEarnings(): Promise<WasherEarnings> {
  return parseAnswer(washerEarningsSchema, await apiFetch('/api/washer-dashboard/earnings'));
}

export function providerEarningsQueryOptions() {
  return queryOptions({ queryKey: ['provider-dashboard', 'earnings'] as const, queryFn: getProviderEarnings });
}

export function useProviderEarnings() {
  return useQuery(providerEarningsQueryOptions());
}

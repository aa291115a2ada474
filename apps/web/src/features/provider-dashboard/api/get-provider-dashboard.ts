import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerDashboardSchema, type WasherDashboard } from '@sudsy/domain/washer-api';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The washer's figures: jobs this month, earnings, quote acceptance, and whether the profile is done. */
export async function getProviderDashboard(): Promise<WasherDashboard> {
  return parseAnswer(washerDashboardSchema, await apiFetch('/api/washer-dashboard'));
}

export function providerDashboardQueryOptions() {
  return queryOptions({ queryKey: ['provider-dashboard'] as const, queryFn: getProviderDashboard });
}

export function useProviderDashboard() {
  return useQuery(providerDashboardQueryOptions());
}

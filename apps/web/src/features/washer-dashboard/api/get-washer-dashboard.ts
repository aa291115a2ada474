import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerDashboardSchema, type WasherDashboard } from '@sudsy/domain/washer-api';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The washer's figures: jobs this month, earnings, quote acceptance, and whether the profile is done. */
export async function getWasherDashboard(): Promise<WasherDashboard> {
  return parseAnswer(washerDashboardSchema, await apiFetch('/api/washer-dashboard'));
}

export function washerDashboardQueryOptions() {
  return queryOptions({ queryKey: ['washer-dashboard'] as const, queryFn: getWasherDashboard });
}

export function useWasherDashboard() {
  return useQuery(washerDashboardQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerDashboardSchema, type OwnerDashboard } from '@sudsy/domain/owner-dashboard';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The owner's figures, upcoming appointments, latest requests and the best washers near their saved address. */
export async function getOwnerDashboard(): Promise<OwnerDashboard> {
  return parseAnswer(ownerDashboardSchema, await apiFetch('/api/owner-dashboard'));
}

export function ownerDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['owner-dashboard'] as const,
    queryFn: getOwnerDashboard,
    // A summary of the other pages: fresh on every visit, so a vehicle or request just added is counted.
    staleTime: 0,
  });
}

export function useOwnerDashboard() {
  return useQuery(ownerDashboardQueryOptions());
}

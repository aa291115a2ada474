import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerDashboardSchema, type OwnerDashboard } from '@sudsy/domain/owner-dashboard';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The owner's figures, upcoming appointments, latest requests and the best washers near their saved address. */
export async function getCustomerDashboard(): Promise<OwnerDashboard> {
  return parseAnswer(ownerDashboardSchema, await apiFetch('/api/owner-dashboard'));
}

export function customerDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['customer-dashboard'] as const,
    queryFn: getCustomerDashboard,
    // A summary of the other pages: fresh on every visit, so a vehicle or request just added is counted.
    staleTime: 0,
  });
}

export function useCustomerDashboard() {
  return useQuery(customerDashboardQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesResponseSchema, type Vehicle } from '@sudsy/domain/vehicle';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

// Read by My Vehicles, the dashboard's My Vehicles tab and the request form's vehicle picker: one
// cache entry, so a vehicle added on one page is there on the others.
export const ownerVehiclesQueryKey = ['vehicles'] as const;

/** The signed-in owner's vehicles, newest first. */
export async function getOwnerVehicles(): Promise<Vehicle[]> {
  return parseAnswer(vehiclesResponseSchema, await apiFetch('/api/vehicles')).vehicles;
}

export function ownerVehiclesQueryOptions() {
  return queryOptions({ queryKey: ownerVehiclesQueryKey, queryFn: getOwnerVehicles });
}

export function useOwnerVehicles() {
  return useQuery(ownerVehiclesQueryOptions());
}

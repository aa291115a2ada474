import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicePreferencesResponseSchema, type ServicePreferences } from '@sudsy/domain/service-preferences';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const servicePreferencesQueryKey = ['service-preferences'] as const;

// Read by the profile's Service Preferences card and by the new request form it prefills: one
// cache entry, so a change saved on the profile shows on the next request at once.

/** The owner's preferred services, vehicle and time; null before any are saved. */
export async function getServicePreferences(): Promise<ServicePreferences | null> {
  return parseAnswer(servicePreferencesResponseSchema, await apiFetch('/api/service-preferences')).preferences;
}

export function servicePreferencesQueryOptions() {
  return queryOptions({ queryKey: servicePreferencesQueryKey, queryFn: getServicePreferences });
}

export function useServicePreferences() {
  return useQuery(servicePreferencesQueryOptions());
}

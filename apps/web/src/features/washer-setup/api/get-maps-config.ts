import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapsConfigSchema, type MapsConfig } from '@sudsy/domain/geo';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

/** Which maps provider the server runs and whether it holds a key for it. */
export async function getMapsConfig(): Promise<MapsConfig> {
  return parseAnswer(mapsConfigSchema, await apiFetch('/api/maps/config'));
}

export function mapsConfigQueryOptions() {
  return queryOptions({ queryKey: washerSetupQueryKeys.mapsConfig, queryFn: getMapsConfig, staleTime: Infinity });
}

export function useMapsConfig() {
  return useQuery(mapsConfigQueryOptions());
}

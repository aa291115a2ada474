import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerProfileResponseSchema } from '@sudsy/domain/washer-api';
import type { WasherProfile } from '@sudsy/domain/washer-profile';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

/** The washer's saved profile, or null before their first save. */
export async function getWasherProfile(): Promise<WasherProfile | null> {
  return parseAnswer(washerProfileResponseSchema, await apiFetch('/api/washer-profile')).profile;
}

export function washerProfileQueryOptions() {
  return queryOptions({
    queryKey: washerSetupQueryKeys.profile,
    queryFn: getWasherProfile,
    // The editor takes the first answer as its starting point and keeps the cache up to date
    // itself; a refetch in the background must not replace what the washer is typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useWasherProfile() {
  return useQuery(washerProfileQueryOptions());
}

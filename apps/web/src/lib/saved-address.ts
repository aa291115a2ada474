import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema } from '@sudsy/domain/profile';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export type SavedAddress = { address: string; coordinates: Coordinates | null };

/** The owner's saved address, or null when there is none (or it cannot be read: it only prefills). */
export async function getSavedAddress(): Promise<SavedAddress | null> {
  try {
    const { profile } = parseAnswer(profileResponseSchema, await apiFetch('/api/profile'));
    const address = profile?.address?.trim() ?? '';
    return address === '' ? null : { address, coordinates: profile?.coordinates ?? null };
  } catch {
    return null;
  }
}

export function savedAddressQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'saved-address'] as const,
    queryFn: getSavedAddress,
    staleTime: 5 * 60_000,
  });
}

/** Asked only for signed-in owners: washers and visitors have no customer profile. */
export function useSavedAddress(enabled: boolean) {
  return useQuery({ ...savedAddressQueryOptions(), enabled });
}

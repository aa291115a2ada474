import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicWasherSchema, type PublicWasher } from '@sudsy/domain/washer-api';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** What any visitor may see of a washer (404 when there is no such washer). */
export async function getPublicProvider(id: string): Promise<PublicWasher> {
  return parseAnswer(publicWasherSchema, await apiFetch(`/api/washers/${encodeURIComponent(id)}`));
}

export function publicProviderQueryOptions(id: string) {
  return queryOptions({ queryKey: ['providers', id] as const, queryFn: () => getPublicProvider(id) });
}

export function usePublicProvider(id: string) {
  return useQuery(publicProviderQueryOptions(id));
}

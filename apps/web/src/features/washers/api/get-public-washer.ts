import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicWasherSchema, type PublicWasher } from '@sudsy/domain/washer-api';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** What any visitor may see of a washer (404 when there is no such washer). */
export async function getPublicWasher(id: string): Promise<PublicWasher> {
  return parseAnswer(publicWasherSchema, await apiFetch(`/api/washers/${encodeURIComponent(id)}`));
}

export function publicWasherQueryOptions(id: string) {
  return queryOptions({ queryKey: ['washers', id] as const, queryFn: () => getPublicWasher(id) });
}

export function usePublicWasher(id: string) {
  return useQuery(publicWasherQueryOptions(id));
}

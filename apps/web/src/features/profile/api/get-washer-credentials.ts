import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerCredentialsSchema, type WasherCredentials } from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const washerCredentialsQueryKey = ['washer-credentials'] as const;

/** The signed-in washer's insurance number, skills and certifications. */
export async function getWasherCredentials(): Promise<WasherCredentials> {
  return parseAnswer(washerCredentialsSchema, await apiFetch('/api/washer-credentials'));
}

export function washerCredentialsQueryOptions() {
  return queryOptions({ queryKey: washerCredentialsQueryKey, queryFn: getWasherCredentials });
}

export function useWasherCredentials() {
  return useQuery(washerCredentialsQueryOptions());
}

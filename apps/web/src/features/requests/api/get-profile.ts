import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type Profile } from '@sudsy/domain/profile';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The owner's profile, for the saved address that prefills the request form; null before any is saved. */
export async function getProfile(): Promise<Profile | null> {
  return parseAnswer(profileResponseSchema, await apiFetch('/api/profile')).profile;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile'] as const, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

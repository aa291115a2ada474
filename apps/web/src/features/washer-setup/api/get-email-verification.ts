import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

export type EmailVerification = { email: string; verified: boolean } | null;

/**
 * Whether the signed-in user's email is confirmed, read from the session. The shared session
 * hook keeps only what guards and chrome need; uploads also need this flag. A session without
 * the flag counts as verified: the server checks again on every upload.
 */
export async function getEmailVerification(): Promise<EmailVerification> {
  const body = await apiFetch('/api/auth/get-session');
  if (!isRecord(body) || !isRecord(body.user) || typeof body.user.email !== 'string') return null;
  return { email: body.user.email, verified: body.user.emailVerified !== false };
}

export function emailVerificationQueryOptions() {
  return queryOptions({ queryKey: washerSetupQueryKeys.emailVerification, queryFn: getEmailVerification });
}

export function useEmailVerification() {
  return useQuery(emailVerificationQueryOptions());
}

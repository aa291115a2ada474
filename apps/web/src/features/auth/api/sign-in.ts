import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Role } from '@sudsy/domain/roles';
import { ApiError, apiFetch } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';
import { sessionQueryOptions, type Session } from '@/lib/session';

export type SignInInput = { email: string; password: string; accountType: Role };

/** Signed in, or the password was right and the account's two-factor code is still to come. */
export type SignInOutcome = { session: Session } | { twoFactor: true };

/**
 * Signs in; the server refuses an account type that differs from the account's role. An account
 * with two-factor on answers `twoFactorRedirect` instead of a session.
 */
export async function signIn(input: SignInInput): Promise<{ twoFactor: boolean }> {
  const body = await apiFetch('/api/auth/sign-in/email', { method: 'POST', json: input });
  return { twoFactor: isRecord(body) && body.twoFactorRedirect === true };
}

/** Reads the fresh session into the cache, so the guards and the header know the user at once. */
export async function loadNewSession(queryClient: QueryClient): Promise<Session> {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  // A sign-in whose cookie did not stick (blocked cookies, a proxy dropping them) is no sign-in.
  if (!session) throw new ApiError(200, 'no_session', 'Signed in, but no session followed.');
  return session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SignInOutcome> => {
      const { twoFactor } = await signIn(input);
      if (twoFactor) return { twoFactor: true };
      return { session: await loadNewSession(queryClient) };
    },
  });
}

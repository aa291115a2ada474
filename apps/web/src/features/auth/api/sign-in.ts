import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@sudsy/domain/roles';
import { ApiError, apiFetch } from '@/lib/api-client';
import { sessionQueryOptions, type Session } from '@/features/auth/api/get-session';

export type SignInInput = { email: string; password: string; accountType: Role };

/** Signs in; the server refuses an account type that differs from the account's role. */
export async function signIn(input: SignInInput): Promise<void> {
  await apiFetch('/api/auth/sign-in/email', { method: 'POST', json: input });
}

/**
 * Signs in and puts the fresh session in the cache, so the guards and the header know the user
 * as soon as the sign-in answers.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<Session> => {
      await signIn(input);
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      // A sign-in whose cookie did not stick (blocked cookies, a proxy dropping them) is no sign-in.
      if (!session) throw new ApiError(200, 'no_session', 'Signed in, but no session followed.');
      return session;
    },
  });
}

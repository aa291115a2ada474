import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadNewSession } from '@/features/auth/api/sign-in';

export type TwoFactorInput = { code: string; kind: 'app' | 'backup' };

/** Completes a sign-in that asked for a code: the authenticator app's, or a backup code (used once). */
export async function verifyTwoFactor({ code, kind }: TwoFactorInput): Promise<void> {
  const path = kind === 'app' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  await apiFetch(path, { method: 'POST', json: { code } });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorInput): Promise<Session> => {
      await verifyTwoFactor(input);
      return loadNewSession(queryClient);
    },
  });
}

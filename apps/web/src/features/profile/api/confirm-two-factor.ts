import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { accountQueryKey } from './get-account';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Confirms setup with the app's first code; from then on, sign-in asks for a code. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async () => {
      queryClient.setQueryData<Account>(accountQueryKey, (account) =>
        account ? { ...account, twoFactorEnabled: true } : account,
      );
      // The server swaps this device's session for a new one.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey });
    },
  });
}

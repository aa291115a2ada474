import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { accountQueryKey } from './get-account';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Turns two-factor off after checking the password. */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/disable', { method: 'POST', json: { password } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      queryClient.setQueryData<Account>(accountQueryKey, (account) =>
        account ? { ...account, twoFactorEnabled: false } : account,
      );
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey });
    },
  });
}

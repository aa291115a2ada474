import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** Closes the account after the password (and the authenticator's code); the server signs it out. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiFetch('/api/account/delete', { method: 'POST', json: input });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Nothing cached belongs to anyone now; the session is gone with the account.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * Better Auth checks the current password, then sets the new one and ends the user's other
 * sessions: whoever knew the old password is signed out everywhere else. The server does so
 * whatever is sent (auth/account-rules.ts); the flag says what this form expects.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiFetch('/api/auth/change-password', { method: 'POST', json: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

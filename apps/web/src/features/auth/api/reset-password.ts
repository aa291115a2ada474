import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ResetPasswordInput = { newPassword: string; token: string };

/** Sets a new password with the token from the emailed link; the token works once. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

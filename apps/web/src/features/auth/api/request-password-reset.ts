import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Mails a reset link if the account exists; the answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

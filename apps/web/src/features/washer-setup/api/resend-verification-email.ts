import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Mails a fresh verification link that leads back to the washer setup. */
export async function resendVerificationEmail(email: string): Promise<void> {
  await apiFetch('/api/auth/send-verification-email', {
    method: 'POST',
    json: { email, callbackURL: '/provider/profile' },
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}

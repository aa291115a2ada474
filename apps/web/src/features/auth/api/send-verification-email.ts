import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Mails a fresh verification link, which signs the user in and leads to the dashboard. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await apiFetch('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL: '/dashboard' } });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

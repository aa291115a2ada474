import { useMutation } from '@tanstack/react-query';
import type { Role } from '@sudsy/domain/roles';
import { apiFetch } from '@/lib/api-client';

export type SignUpInput = { name: string; email: string; password: string; role: Role };

/** Creates the account; the server mails the verification link, which leads to the dashboard. */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', { method: 'POST', json: { ...input, callbackURL: '/dashboard' } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

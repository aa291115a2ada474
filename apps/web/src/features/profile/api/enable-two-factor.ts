import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

const setupSchema = z.object({ totpURI: z.string().startsWith('otpauth://'), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof setupSchema>;

/**
 * Starts two-factor setup after checking the password: the authenticator app's otpauth:// URI and
 * the backup codes. Nothing changes at sign-in until the app's first code is confirmed.
 */
export async function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return parseAnswer(
    setupSchema,
    await apiFetch('/api/auth/two-factor/enable', { method: 'POST', json: { password } }),
  );
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myVerificationSchema, type MyVerification } from '@sudsy/domain/verification';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { myVerificationQueryKey } from './get-my-verification';

/** Sends both documents and the expiry for review (POST /api/verification/submission); 409 says what is missing. */
export async function submitVerification(): Promise<MyVerification> {
  return parseAnswer(myVerificationSchema, await apiFetch('/api/verification/submission', { method: 'POST' }));
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (verification) => queryClient.setQueryData(myVerificationQueryKey, verification),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myVerificationSchema, type InsuranceExpiryInput, type MyVerification } from '@sudsy/domain/verification';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { myVerificationQueryKey } from './get-my-verification';

/** Sets the last day the insurance covers (PUT /api/verification/insurance-expiry). */
export async function saveInsuranceExpiry(input: InsuranceExpiryInput): Promise<MyVerification> {
  const body = await apiFetch('/api/verification/insurance-expiry', { method: 'PUT', json: input });
  return parseAnswer(myVerificationSchema, body);
}

export function useSaveInsuranceExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInsuranceExpiry,
    onSuccess: (verification) => queryClient.setQueryData(myVerificationQueryKey, verification),
  });
}

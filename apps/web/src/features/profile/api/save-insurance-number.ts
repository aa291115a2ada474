import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insuranceResponseSchema, type InsuranceInput, type WasherCredentials } from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export async function saveInsuranceNumber(input: InsuranceInput): Promise<string | null> {
  const body = await apiFetch('/api/washer-credentials/insurance', { method: 'PUT', json: input });
  return parseAnswer(insuranceResponseSchema, body).insuranceNumber;
}

export function useSaveInsuranceNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInsuranceNumber,
    onSuccess: (insuranceNumber) =>
      queryClient.setQueryData<WasherCredentials>(washerCredentialsQueryKey, (credentials) =>
        credentials ? { ...credentials, insuranceNumber } : undefined,
      ),
  });
}

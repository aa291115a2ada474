import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  certificationResponseSchema,
  type Certification,
  type CertificationInput,
  type WasherCredentials,
} from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export async function addCertification(input: CertificationInput): Promise<Certification> {
  const body = await apiFetch('/api/washer-credentials/certifications', { method: 'POST', json: input });
  return parseAnswer(certificationResponseSchema, body).certification;
}

export function useAddCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCertification,
    onSuccess: (certification) =>
      queryClient.setQueryData<WasherCredentials>(washerCredentialsQueryKey, (credentials) =>
        credentials ? { ...credentials, certifications: [...credentials.certifications, certification] } : undefined,
      ),
  });
}

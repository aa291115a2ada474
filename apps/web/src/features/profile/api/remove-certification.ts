import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasherCredentials } from '@sudsy/domain/washer-credentials';
import { apiDelete } from '@/lib/api-delete';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export function removeCertification(id: string): Promise<void> {
  return apiDelete(`/api/washer-credentials/certifications/${encodeURIComponent(id)}`);
}

export function useRemoveCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCertification,
    onSuccess: (_, id) =>
      queryClient.setQueryData<WasherCredentials>(washerCredentialsQueryKey, (credentials) =>
        credentials ? { ...credentials, certifications: credentials.certifications.filter((item) => item.id !== id) } : undefined,
      ),
  });
}

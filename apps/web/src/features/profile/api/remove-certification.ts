import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasherCredentials } from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export async function removeCertification(id: string): Promise<void> {
  await apiFetch(`/api/washer-credentials/certifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCertification,
    onSuccess: (_, id) =>
      queryClient.setQueryData<WasherCredentials>(washerCredentialsQueryKey, (credentials) =>
        credentials
          ? { ...credentials, certifications: credentials.certifications.filter((item) => item.id !== id) }
          : undefined,
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasherCredentials } from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export async function removeSkill(id: string): Promise<void> {
  await apiFetch(`/api/washer-credentials/skills/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSkill,
    onSuccess: (_, id) =>
      queryClient.setQueryData<WasherCredentials>(washerCredentialsQueryKey, (credentials) =>
        credentials ? { ...credentials, skills: credentials.skills.filter((skill) => skill.id !== id) } : undefined,
      ),
  });
}

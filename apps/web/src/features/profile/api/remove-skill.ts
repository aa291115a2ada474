import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasherCredentials } from '@sudsy/domain/washer-credentials';
import { apiDelete } from '@/lib/api-delete';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export function removeSkill(id: string): Promise<void> {
  return apiDelete(`/api/washer-credentials/skills/${encodeURIComponent(id)}`);
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

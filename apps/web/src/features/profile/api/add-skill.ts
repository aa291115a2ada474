import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  skillResponseSchema,
  type Skill,
  type SkillInput,
  type WasherCredentials,
} from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerCredentialsQueryKey } from './get-washer-credentials';

export async function addSkill(input: SkillInput): Promise<Skill> {
  return parseAnswer(
    skillResponseSchema,
    await apiFetch('/api/washer-credentials/skills', { method: 'POST', json: input }),
  ).skill;
}

export function useAddSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSkill,
    onSuccess: (skill) =>
      queryClient.setQueryData<WasherCredentials>(washerCredentialsQueryKey, (credentials) =>
        credentials ? { ...credentials, skills: [...credentials.skills, skill] } : undefined,
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedPersonalInfoResponseSchema, type SavePersonalInfo } from '@sudsy/domain/account';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { sessionQueryKey } from '@/lib/session';
import { accountQueryKey } from './get-account';

export type SavedPersonalInfo = z.infer<typeof savedPersonalInfoResponseSchema>;

export async function savePersonalInfo(input: SavePersonalInfo): Promise<SavedPersonalInfo> {
  return parseAnswer(
    savedPersonalInfoResponseSchema,
    await apiFetch('/api/account/personal-info', { method: 'PUT', json: input }),
  );
}

export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: async ({ account }) => {
      queryClient.setQueryData(accountQueryKey, account);
      // The header and the dashboards greet the user by the name the session carries.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

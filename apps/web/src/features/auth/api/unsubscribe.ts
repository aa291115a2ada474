import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsubscribeResponseSchema, type UnsubscribeResponse } from '@sudsy/domain/campaigns';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { unsubscribePath, unsubscribeQueryKey } from './get-unsubscribe';

/** Turns the link's topic off, without signing in; again changes nothing. */
export async function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return parseAnswer(unsubscribeResponseSchema, await apiFetch(unsubscribePath(token), { method: 'POST' }));
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (state) => queryClient.setQueryData(unsubscribeQueryKey(token), state),
  });
}

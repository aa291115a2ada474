import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponseSchema } from '@sudsy/domain/messages';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { markRead } from '../lib/messages-cache';

/** Opening a conversation reads it: everything the contact sent becomes read. Answers how many changed. */
export async function markConversationRead(contactId: string): Promise<number> {
  const body = await apiFetch(`/api/messages/conversations/${encodeURIComponent(contactId)}/read`, { method: 'POST' });
  return parseAnswer(markReadResponseSchema, body).read;
}

export function useMarkConversationRead(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_read, contactId) => markRead(queryClient, me, me, contactId),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type Message } from '@sudsy/domain/messages';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { addMessage } from '../lib/messages-cache';

export type SendMessageVariables = { contactId: string; content: string; requestId?: string };

export async function sendMessage({ contactId, content, requestId }: SendMessageVariables): Promise<Message> {
  const body = await apiFetch(`/api/messages/conversations/${encodeURIComponent(contactId)}`, {
    method: 'POST',
    json: requestId ? { content, requestId } : { content },
  });
  return parseAnswer(messageResponseSchema, body).message;
}

export function useSendMessage(me: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: (message) => addMessage(queryClient, me, message) });
}

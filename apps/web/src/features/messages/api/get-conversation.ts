import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationResponseSchema, type Contact, type Message } from '@sudsy/domain/messages';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { messagesQueryKeys } from './messages-query-keys';

export type Conversation = { contact: Contact; messages: Message[] };

/** The contact and the messages between the two, oldest first; 404 when it is not the user's conversation. */
export async function getConversation(contactId: string): Promise<Conversation> {
  return parseAnswer(
    conversationResponseSchema,
    await apiFetch(`/api/messages/conversations/${encodeURIComponent(contactId)}`),
  );
}

export function conversationQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: messagesQueryKeys.conversation(contactId),
    queryFn: () => getConversation(contactId),
  });
}

export function useConversation(contactId: string | null) {
  return useQuery({ ...conversationQueryOptions(contactId ?? ''), enabled: contactId !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationResponseSchema, type Contact, type Message } from '@sudsy/domain/messages';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { messagesQueryKeys } from './messages-query-keys';

export type Conversation = { contact: Contact; messages: Message[]; hasEarlier: boolean };

/**
 * The contact and the newest page of messages between the two (or the page before the message
 * `before`), oldest first; 404 when it is not the user's conversation.
 */
export async function getConversation(contactId: string, before?: string): Promise<Conversation> {
  const path = `/api/messages/conversations/${encodeURIComponent(contactId)}`;
  return parseAnswer(
    conversationResponseSchema,
    await apiFetch(before ? `${path}?before=${encodeURIComponent(before)}` : path),
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

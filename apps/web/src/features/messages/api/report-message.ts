import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MessageReportInput } from '@sudsy/domain/message-moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Conversation } from './get-conversation';
import { messagesQueryKeys } from './messages-query-keys';

/** A participant reports a message the other person sent; it stays until an operator decides. */
export async function reportMessage(messageId: string, input: MessageReportInput): Promise<void> {
  const body = await apiFetch(`/api/messages/${encodeURIComponent(messageId)}/report`, { method: 'POST', json: input });
  parseAnswer(z.object({ reported: z.literal(true) }), body);
}

/**
 * On success the message shows "Reported" in place of Report at once, as the conversation's next
 * answer will (the earlier pages loaded stay).
 */
export function useReportMessage(messageId: string, contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageReportInput) => reportMessage(messageId, input),
    onSuccess: () =>
      queryClient.setQueryData<Conversation>(messagesQueryKeys.conversation(contactId), (conversation) =>
        conversation
          ? {
              ...conversation,
              messages: conversation.messages.map((message) =>
                message.id === messageId ? { ...message, myReport: { outcome: null, reason: null } } : message,
              ),
            }
          : conversation,
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getConversation, type Conversation } from './get-conversation';
import { messagesQueryKeys } from './messages-query-keys';

/** The page before the oldest message shown, put in front of the conversation already loaded. */
export function useLoadEarlierMessages(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oldestId: string) => getConversation(contactId, oldestId),
    onSuccess: (page) =>
      queryClient.setQueryData<Conversation>(messagesQueryKeys.conversation(contactId), (shown) => {
        if (!shown) return shown;
        const known = new Set(shown.messages.map((message) => message.id));
        const earlier = page.messages.filter((message) => !known.has(message.id));
        return { ...shown, messages: [...earlier, ...shown.messages], hasEarlier: page.hasEarlier };
      }),
  });
}

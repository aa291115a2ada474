/** Every cached answer about messages sits under 'messages', so a reconnect can refresh them all at once. */
export const messagesQueryKeys = {
  all: ['messages'] as const,
  contacts: ['messages', 'contacts'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  conversation: (contactId: string) => ['messages', 'conversation', contactId] as const,
};

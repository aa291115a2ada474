/** Every cached answer about the notification centre sits under 'notifications', so a reconnect refreshes them all. */
export const notificationsQueryKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

import type { QueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '@sudsy/domain/messages';
import type { Notification } from '@sudsy/domain/notifications';
import type { LoadedNotifications } from '../api/get-notifications';
import { notificationsQueryKeys } from '../api/notifications-query-keys';

/** A new item from the live stream: first in the list if it is loaded, and counted as unread. */
export function addNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<LoadedNotifications>(notificationsQueryKeys.list, (loaded) => {
    const [first, ...rest] = loaded?.pages ?? [];
    if (!loaded || !first || first.notifications.some((item) => item.id === notification.id)) return loaded;
    return { ...loaded, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] };
  });
  if (!notification.read)
    queryClient.setQueryData<number>(notificationsQueryKeys.unreadCount, (count) =>
      count === undefined ? undefined : count + 1,
    );
}

/**
 * One item (`id`) or all (`id` null) became read, here or on another device. `unread` is the
 * count the server answered with; without it (a live event) the count is asked for again.
 */
export function markNotificationsRead(queryClient: QueryClient, id: string | null, unread?: number): void {
  queryClient.setQueryData<LoadedNotifications>(notificationsQueryKeys.list, (loaded) =>
    loaded
      ? {
          ...loaded,
          pages: loaded.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((item) =>
              id === null || item.id === id ? { ...item, read: true } : item,
            ),
          })),
        }
      : loaded,
  );
  if (unread === undefined) void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.unreadCount });
  else queryClient.setQueryData<number>(notificationsQueryKeys.unreadCount, unread);
}

/** What the live stream's events change in the notification centre's cache. */
export function applyNotificationEvent(queryClient: QueryClient, event: StreamEvent): void {
  switch (event.type) {
    case 'ready':
    case 'resync':
      // A new connection may follow a gap: whatever was missed is read again.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all });
      break;
    case 'notification':
      addNotification(queryClient, event.data.notification);
      break;
    case 'notifications-read':
      markNotificationsRead(queryClient, event.data.id);
      break;
    default:
      break;
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';
import { notificationsQueryKeys } from './notifications-query-keys';

/** The bell's figure. Read by hand, not with zod: the header is on every first load. */
export async function getNotificationUnreadCount(): Promise<number> {
  const body = await apiFetch('/api/notifications/unread-count');
  if (!isRecord(body) || typeof body.unread !== 'number')
    throw new ApiError(200, 'invalid_response', 'The server sent an unexpected answer.');
  return body.unread;
}

export function notificationUnreadCountQueryOptions() {
  // The live stream keeps it current; a refetch on focus covers a tab that slept through a reconnect.
  return queryOptions({
    queryKey: notificationsQueryKeys.unreadCount,
    queryFn: getNotificationUnreadCount,
    staleTime: 30_000,
  });
}

export function useNotificationUnreadCount(enabled: boolean) {
  return useQuery({ ...notificationUnreadCountQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';
import { messagesQueryKeys } from './messages-query-keys';

/** The header badge's figure. Read by hand, not with zod: the header is on every first load. */
export async function getUnreadCount(): Promise<number> {
  const body = await apiFetch('/api/messages/unread-count');
  if (!isRecord(body) || typeof body.unread !== 'number')
    throw new ApiError(200, 'invalid_response', 'The server sent an unexpected answer.');
  return body.unread;
}

export function unreadCountQueryOptions() {
  // The live stream keeps it current; a refetch on focus covers a tab that slept through a reconnect.
  return queryOptions({ queryKey: messagesQueryKeys.unreadCount, queryFn: getUnreadCount, staleTime: 30_000 });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}

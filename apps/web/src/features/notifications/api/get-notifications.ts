import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { notificationsPageSchema, type NotificationsPage } from '@sudsy/domain/notifications';
import { apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { notificationsQueryKeys } from './notifications-query-keys';

/** A page of the user's notifications, the newest first, after `cursor`. */
export async function getNotifications(cursor: string | null): Promise<NotificationsPage> {
  return parseAnswer(notificationsPageSchema, await apiFetch(pagePath('/api/notifications', cursor)));
}

/** The pages loaded so far, as the cache holds them. */
export type LoadedNotifications = InfiniteData<NotificationsPage, string | null>;

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    ...cursorPages,
  });
}

/** Loaded while the bell's panel is open; `fetchNextPage` loads older ones while `hasNextPage`. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

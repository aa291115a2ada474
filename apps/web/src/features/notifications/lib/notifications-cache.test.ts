import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsPage } from '@sudsy/domain/notifications';
import type { LoadedNotifications } from '../api/get-notifications';
import { notificationsQueryKeys } from '../api/notifications-query-keys';
import { applyNotificationEvent } from './notifications-cache';

const item = (id: string, read = false): Notification => ({
  id,
  kind: 'new-quote',
  title: `Quote ${id}`,
  body: 'Body',
  link: '/customer/requests',
  read,
  createdAt: '2026-11-27T10:00:00.000Z',
});

function loaded(queryClient: QueryClient, notifications: Notification[], unread: number) {
  const page: NotificationsPage = { notifications, nextCursor: null };
  queryClient.setQueryData<LoadedNotifications>(notificationsQueryKeys.list, { pages: [page], pageParams: [null] });
  queryClient.setQueryData(notificationsQueryKeys.unreadCount, unread);
}

const listOf = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<LoadedNotifications>(notificationsQueryKeys.list)
    ?.pages.flatMap((page) => page.notifications);

describe('the live stream in the notification cache', () => {
  it('puts a new item first and counts it, once', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [item('a', true)], 0);
    const event = { type: 'notification', data: { notification: item('b') } } as const;
    applyNotificationEvent(queryClient, event);
    applyNotificationEvent(queryClient, event);
    expect(listOf(queryClient)?.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(queryClient.getQueryData(notificationsQueryKeys.unreadCount)).toBe(2);
  });

  it('counts a new item even when the list was never opened', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationsQueryKeys.unreadCount, 4);
    applyNotificationEvent(queryClient, { type: 'notification', data: { notification: item('c') } });
    expect(queryClient.getQueryData(notificationsQueryKeys.unreadCount)).toBe(5);
    expect(listOf(queryClient)).toBeUndefined();
  });

  it('marks one or all read when another device reads them', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [item('a'), item('b'), item('c')], 3);
    applyNotificationEvent(queryClient, { type: 'notifications-read', data: { id: 'b' } });
    expect(listOf(queryClient)?.map((entry) => entry.read)).toEqual([false, true, false]);
    applyNotificationEvent(queryClient, { type: 'notifications-read', data: { id: null } });
    expect(listOf(queryClient)?.every((entry) => entry.read)).toBe(true);
    // The count is asked for again rather than guessed.
    expect(queryClient.getQueryState(notificationsQueryKeys.unreadCount)?.isInvalidated).toBe(true);
  });

  it('reads everything again after a reconnect', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [item('a')], 1);
    applyNotificationEvent(queryClient, { type: 'ready', data: { heartbeatMs: 15_000 } });
    expect(queryClient.getQueryState(notificationsQueryKeys.list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationsQueryKeys.unreadCount)?.isInvalidated).toBe(true);
  });
});

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationUnreadSchema } from '@sudsy/domain/notifications';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { markNotificationsRead } from '../lib/notifications-cache';

export async function markAllNotificationsRead(): Promise<number> {
  return parseAnswer(notificationUnreadSchema, await apiFetch('/api/notifications/read-all', { method: 'POST' }))
    .unread;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (unread) => markNotificationsRead(queryClient, null, unread),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationUnreadSchema } from '@sudsy/domain/notifications';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { markNotificationsRead } from '../lib/notifications-cache';

/** Opening a notification reads it; answers how many are left unread. */
export async function markNotificationRead(id: string): Promise<number> {
  const body = await apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
  return parseAnswer(notificationUnreadSchema, body).unread;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (unread, id) => markNotificationsRead(queryClient, id, unread),
  });
}

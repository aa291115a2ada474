import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferencesInput,
} from '@sudsy/domain/notification-preferences';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { notificationPreferencesQueryKey, type SavedPreferences } from './get-notification-preferences';

export async function saveNotificationPreferences(
  preferences: NotificationPreferencesInput,
): Promise<SavedPreferences> {
  const body = await apiFetch('/api/notification-preferences', { method: 'PUT', json: preferences });
  return parseAnswer(notificationPreferencesResponseSchema, body).preferences;
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesQueryKey, preferences),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
} from '@sudsy/domain/notification-preferences';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** The signed-in user's notification preferences, the documented defaults until first saved. */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return parseAnswer(notificationPreferencesResponseSchema, await apiFetch('/api/notification-preferences'))
    .preferences;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

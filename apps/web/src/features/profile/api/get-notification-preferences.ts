import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
} from '@sudsy/domain/notification-preferences';
import type { StoredSmsSettings } from '@sudsy/domain/sms-settings';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** The preferences as the server keeps them, with whether the SMS number is confirmed. */
export type SavedPreferences = NotificationPreferences & { sms: StoredSmsSettings };

/** The signed-in user's notification preferences, the documented defaults until first saved. */
export async function getNotificationPreferences(): Promise<SavedPreferences> {
  return parseAnswer(notificationPreferencesResponseSchema, await apiFetch('/api/notification-preferences'))
    .preferences;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

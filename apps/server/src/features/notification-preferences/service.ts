import { eq } from 'drizzle-orm';
import {
  allowsEmail,
  withDefaults,
  type EmailNotificationKind,
  type NotificationPreferences,
} from '@sudsy/domain/notification-preferences';
import { allowsInApp, type NotificationKind } from '@sudsy/domain/notifications';
import { allowsPush, type PushKind } from '@sudsy/domain/push';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { notificationPreferences } from './schema';

export async function notificationPreferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return withDefaults(row?.preferences);
}

/** Every email notification asks this before it is sent. */
export async function wantsEmail(db: Db, userId: string, kind: EmailNotificationKind): Promise<boolean> {
  return allowsEmail(await notificationPreferencesOf(db, userId), kind);
}

/** Every item of the notification centre asks this before it is stored. */
export async function wantsInApp(db: Db, userId: string, kind: NotificationKind): Promise<boolean> {
  return allowsInApp(await notificationPreferencesOf(db, userId), kind);
}

/** Every push to a user's devices asks this before it is sent. */
export async function wantsPush(db: Db, userId: string, kind: PushKind): Promise<boolean> {
  return allowsPush(await notificationPreferencesOf(db, userId), kind);
}

export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: new Date() } });
  return preferences;
}

export function myNotificationPreferences(db: Db, user: SessionUser): Promise<NotificationPreferences> {
  return notificationPreferencesOf(db, user.id);
}

/** `preferences` passed the domain schema: SMS rules checked, consents cleared when SMS is off. */
export function saveMyNotificationPreferences(
  db: Db,
  user: SessionUser,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return saveNotificationPreferences(db, user.id, preferences);
}

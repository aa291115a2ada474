import { eq } from 'drizzle-orm';
import {
  allowsEmail,
  withDefaults,
  type EmailNotificationKind,
  type NotificationPreferences,
} from '@sudsy/domain/notification-preferences';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/app-error';
import { notificationPreferences } from './schema';

/** Owners and washers alike keep their own preferences; nobody reads or writes another's. */
export function requireSignedIn(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized();
  return user;
}

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

export function myNotificationPreferences(db: Db, user: SessionUser | null): Promise<NotificationPreferences> {
  return notificationPreferencesOf(db, requireSignedIn(user).id);
}

/** `preferences` passed the domain schema: SMS rules checked, consents cleared when SMS is off. */
export function saveMyNotificationPreferences(
  db: Db,
  user: SessionUser | null,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return saveNotificationPreferences(db, requireSignedIn(user).id, preferences);
}

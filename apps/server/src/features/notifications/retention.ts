import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysAgo } from '../../db/older-than';
import { notifications } from './schema';

/**
 * A notice is kept until it is 90 days old once it has been read, and a year if it never was
 * (docs/operations.md, "Retention").
 */
const notificationRetention = { readDays: 90, unreadDays: 365 } as const;

/** Removes the bell items past their retention; answers how many. */
export async function pruneOldNotifications(db: Db): Promise<number> {
  const removed = await db
    .delete(notifications)
    .where(
      and(
        lt(notifications.createdAt, daysAgo(notificationRetention.readDays)),
        or(isNotNull(notifications.readAt), lt(notifications.createdAt, daysAgo(notificationRetention.unreadDays))),
      ),
    )
    .returning({ id: notifications.id });
  return removed.length;
}

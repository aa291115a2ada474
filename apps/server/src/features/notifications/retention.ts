import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysAgo } from '../../db/days-ago';
import { notifications } from './schema';

/** A notice once read is kept 90 days; one never read, a year (docs/operations.md, "Retention"). */
export const notificationRetention = { readDays: 90, unreadDays: 365 } as const;

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

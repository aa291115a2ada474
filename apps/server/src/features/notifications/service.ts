import { and, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import {
  keptNotificationsPerUser,
  notificationsPageSize,
  type Notification,
  type NotificationKind,
  type NotificationsPage,
} from '@sudsy/domain/notifications';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { afterCursor, pageOf } from '../../db/pagination';
import { notFound } from '../../http/app-error';
import type { DeliveryWriter } from '../../platform/events/deliveries';
import { notifications } from './schema';

type NotificationRow = typeof notifications.$inferSelect;

/** Tells the user's open event streams, on every instance, about a change of their notifications. */
export type NotificationPublisher = {
  publish(
    db: Pick<Db, 'execute'>,
    note:
      | { kind: 'notification'; id: string; userId: string }
      | { kind: 'notifications-read'; userId: string; id: string | null },
  ): Promise<void>;
};

export type NewNotification = { userId: string; kind: NotificationKind; title: string; body: string; link: string };

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findNotification(db: Db, id: string): Promise<Notification | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ? toNotification(row) : null;
}

/**
 * Stores an item in the user's notification centre as part of `tx` and tells their open streams
 * when it commits. Only the newest `keptNotificationsPerUser` are kept, so the list of a user who
 * never opens the bell stays bounded. Whether the user wants it is the caller's question.
 */
export async function recordNotification(
  tx: DeliveryWriter,
  hub: NotificationPublisher,
  item: NewNotification,
): Promise<void> {
  const [row] = await tx.insert(notifications).values(item).returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  const kept = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, item.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(keptNotificationsPerUser);
  await tx.delete(notifications).where(and(eq(notifications.userId, item.userId), notInArray(notifications.id, kept)));
  await hub.publish(tx, { kind: 'notification', id: row.id, userId: item.userId });
}

async function unreadOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The caller's notifications, newest first, a page at a time. */
export async function listNotifications(db: Db, caller: SessionUser, cursor?: string): Promise<NotificationsPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, caller.id),
        cursor ? afterCursor(notifications, notifications.createdAt, notifications.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(notificationsPageSize + 1);
  const { page, more } = pageOf(rows, notificationsPageSize);
  return {
    notifications: page.map(toNotification),
    nextCursor: more ? (page.at(-1)?.id ?? null) : null,
  };
}

export const unreadNotifications = (db: Db, caller: SessionUser): Promise<number> => unreadOf(db, caller.id);

/** Marks one of the caller's notifications read (someone else's is 404); reading it twice is harmless. */
export async function markNotificationRead(
  db: Db,
  hub: NotificationPublisher,
  caller: SessionUser,
  id: string,
): Promise<number> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)));
  if (!row) throw notFound();
  if (row.readAt === null) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id), isNull(notifications.readAt)));
    await hub.publish(db, { kind: 'notifications-read', userId: caller.id, id });
  }
  return unreadOf(db, caller.id);
}

/** Marks every notification of the caller read. */
export async function markAllNotificationsRead(db: Db, hub: NotificationPublisher, caller: SessionUser): Promise<void> {
  const read = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, caller.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (read.length > 0) await hub.publish(db, { kind: 'notifications-read', userId: caller.id, id: null });
}

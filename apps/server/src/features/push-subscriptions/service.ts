import { and, asc, count, eq } from 'drizzle-orm';
import {
  maxPushSubscriptionsPerUser,
  pushDeviceLabel,
  pushMessages,
  type PushDevice,
  type PushSubscriptionInput,
} from '@sudsy/domain/push';
import type { SessionUser } from '../../auth/access';
import { takeTurn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { pushSubscriptions } from './schema';

type Row = typeof pushSubscriptions.$inferSelect;

const asDevice = (row: Row): PushDevice => ({
  id: row.id,
  endpoint: row.endpoint,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The user's subscribed devices, oldest first; at most maxPushSubscriptionsPerUser, so unpaged. */
export async function listPushDevices(db: Db, caller: SessionUser): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, caller.id))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    .limit(maxPushSubscriptionsPerUser);
  return rows.map(asDevice);
}

/**
 * Subscribes the caller's device. A browser has one subscription per site, so its endpoint names the
 * device: subscribing it again refreshes its keys and name, and a browser where someone else had
 * subscribed passes to the caller, who is the one signed in on it now. `created` is false then.
 */
export async function subscribePushDevice(
  db: Db,
  caller: SessionUser,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<{ device: PushDevice; created: boolean }> {
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, label: pushDeviceLabel(userAgent) };
  return db.transaction(async (tx) => {
    // One turn per user: the count checked below still holds when the row lands.
    await takeTurn(tx, `push-subscriptions:${caller.id}`);
    const [known] = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (known?.userId === caller.id) {
      const [row] = await tx
        .update(pushSubscriptions)
        .set(values)
        .where(eq(pushSubscriptions.id, known.id))
        .returning();
      if (row) return { device: asDevice(row), created: false };
    }
    const [total] = await tx
      .select({ total: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, caller.id));
    if ((total?.total ?? 0) >= maxPushSubscriptionsPerUser) throw conflict(pushMessages.limitReached, 'limit_reached');
    if (known) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, known.id));
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId: caller.id, endpoint: input.endpoint, ...values })
      .returning();
    if (!row) throw new Error('the subscription was not stored');
    return { device: asDevice(row), created: true };
  });
}

/** Removes one of the caller's devices; anybody else's answers 404, as a missing one does. */
export async function removePushDevice(db: Db, caller: SessionUser, id: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, caller.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound();
}

/** Where a user's pushes go: each of their devices. */
export function pushTargetsOf(db: Db, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      label: pushSubscriptions.label,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** After a push reached its service. */
export async function markPushSubscriptionUsed(db: Db, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastUsedAt: new Date() }).where(eq(pushSubscriptions.id, id));
}

/** A subscription its push service no longer knows (404, 410): nothing sent to it would arrive. */
export async function forgetPushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

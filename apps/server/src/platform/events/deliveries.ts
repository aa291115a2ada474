import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventDeliveries } from '../schema';

/** What a delivery step may write inside the transaction that records it. */
export type DeliveryWriter = Pick<Db, 'insert' | 'select' | 'delete' | 'update' | 'execute'>;

/**
 * For a step that writes only to our database (a bell item): records `key` for the event and runs
 * `deliver` in one transaction, so the step happens exactly once however often the event is retried.
 * Returns false when an earlier attempt did it.
 */
export function deliverOnceWithin(
  db: Db,
  eventId: string,
  key: string,
  deliver: (tx: DeliveryWriter) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(eventDeliveries)
      .values({ eventId, key })
      .onConflictDoNothing()
      .returning({ key: eventDeliveries.key });
    if (!fresh) return false;
    await deliver(tx);
    return true;
  });
}

/**
 * For a step that reaches outside (a mail): skipped when an earlier attempt recorded `key`,
 * recorded once it succeeded. A crash between the two repeats the step, so what it calls must
 * take `idempotencyKey` (below) to keep the repeat from being a second message.
 */
export async function deliverOnceOutside(
  db: Db,
  eventId: string,
  key: string,
  deliver: (idempotencyKey: string) => Promise<void>,
): Promise<void> {
  const [done] = await db
    .select({ key: eventDeliveries.key })
    .from(eventDeliveries)
    .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.key, key)));
  if (done) return;
  await deliver(`${eventId}.${key}`);
  await db.insert(eventDeliveries).values({ eventId, key }).onConflictDoNothing();
}

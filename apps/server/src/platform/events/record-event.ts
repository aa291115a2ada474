import { sql } from 'drizzle-orm';
import type { MarketplaceEvent } from '@sudsy/domain/events';
import type { Db } from '../../db/client';
import { eventOutbox } from '../schema';

/** The LISTEN channel that wakes the dispatchers of every instance when an event commits. */
export const eventsChannel = 'sudsy_events';

/**
 * Writes `event` into the outbox as part of `tx`, the transaction that makes the change it reports:
 * both commit or neither does, so a crash can delay a notice but never lose it or send one for a
 * change that was rolled back. The wake-up notice is sent at commit too.
 */
export async function recordEvent(tx: Pick<Db, 'insert' | 'execute'>, event: MarketplaceEvent): Promise<void> {
  await tx.insert(eventOutbox).values({ type: event.type, payload: event });
  await tx.execute(sql`select pg_notify(${eventsChannel}, '')`);
}

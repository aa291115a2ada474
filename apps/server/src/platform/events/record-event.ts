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
  await recordEvents(tx, [event]);
}

/** `recordEvent` for many events of one change, in one insert and one wake-up. */
export async function recordEvents(tx: Pick<Db, 'insert' | 'execute'>, events: MarketplaceEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(eventOutbox).values(events.map((event) => ({ type: event.type, payload: event })));
  await tx.execute(sql`select pg_notify(${eventsChannel}, '')`);
}

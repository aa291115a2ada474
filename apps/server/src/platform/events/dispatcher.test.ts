import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceEvent } from '@sudsy/domain/events';
import { createLogger } from '../../logger';
import { createTestApp, secondInstanceDb, type TestApp } from '../../test/test-app';
import { eventOutbox } from '../schema';
import { createEventDispatcher, defaultRetryDelayMs, type OutboxEvent } from './dispatcher';
import { pruneDeliveredEvents } from './prune';
import { recordEvent } from './record-event';

// The dispatchers under test are the test's own: the app's stays off (BACKGROUND_WORK=off).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BACKGROUND_WORK: 'off' });
});
afterAll(() => t.close());

const logger = createLogger('silent');
const reviewed = (): MarketplaceEvent => ({ type: 'review-posted', reviewId: randomUUID() });

async function rowsOf(ids: string[]) {
  return t.database.db.select().from(eventOutbox).where(inArray(eventOutbox.id, ids));
}

/** Records `count` events and answers their ids. */
async function recordSome(count: number): Promise<string[]> {
  const before = new Set((await t.database.db.select({ id: eventOutbox.id }).from(eventOutbox)).map((row) => row.id));
  for (let index = 0; index < count; index += 1) await recordEvent(t.database.db, reviewed());
  return (await t.database.db.select({ id: eventOutbox.id }).from(eventOutbox))
    .map((row) => row.id)
    .filter((id) => !before.has(id));
}

describe('the event outbox', () => {
  it('keeps no event of a change that was rolled back', async () => {
    const event = reviewed();
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordEvent(tx, event);
        throw new Error('the change fails after its event was written');
      }),
    ).rejects.toThrow('the change fails');
    const rows = await t.database.db.select().from(eventOutbox).where(eq(eventOutbox.type, 'review-posted'));
    expect(
      rows.some(
        (row) =>
          row.payload.type === 'review-posted' && row.payload.reviewId === (event as { reviewId: string }).reviewId,
      ),
    ).toBe(false);
  });

  it('delivers each event once, marks it delivered, and a later drain finds nothing to do', async () => {
    const ids = await recordSome(3);
    const handled: string[] = [];
    const dispatcher = createEventDispatcher({
      db: t.database.db,
      logger,
      handle: async (event) => void handled.push(event.id),
    });
    await dispatcher.drain();
    await dispatcher.drain();
    expect(handled.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect((await rowsOf(ids)).every((row) => row.deliveredAt !== null && row.attempts === 1)).toBe(true);
  });

  it('tries a failed event again after its delay, and abandons it after the last attempt', async () => {
    const [id = ''] = await recordSome(1);
    const attempts: number[] = [];
    const failing = (event: OutboxEvent) => {
      if (event.id === id) attempts.push(event.attempts);
      return Promise.reject(new Error('mail server down'));
    };
    // A delay that has passed by the next drain, and one that has not.
    const dispatcher = createEventDispatcher({
      db: t.database.db,
      logger,
      handle: failing,
      retryDelayMs: () => 0,
      maxAttempts: 3,
    });
    await dispatcher.drain();
    const [afterFirst] = await rowsOf([id]);
    expect(afterFirst).toMatchObject({
      attempts: 1,
      lastError: 'mail server down',
      deliveredAt: null,
      abandonedAt: null,
    });
    await dispatcher.drain();
    await dispatcher.drain();
    await dispatcher.drain();
    expect(attempts).toEqual([1, 2, 3]);
    const [abandoned] = await rowsOf([id]);
    expect(abandoned?.abandonedAt).not.toBeNull();
    expect(abandoned?.deliveredAt).toBeNull();

    const [later = ''] = await recordSome(1);
    const patient = createEventDispatcher({
      db: t.database.db,
      logger,
      handle: failing,
      retryDelayMs: () => 3_600_000,
    });
    await patient.drain();
    await patient.drain();
    const [waiting] = await rowsOf([later]);
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.availableAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map(defaultRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(defaultRetryDelayMs(30)).toBe(3_600_000);
  });

  it('never hands one event to two dispatchers, as two instances on one database run them', async () => {
    const ids = await recordSome(60);
    const second = await secondInstanceDb(t);
    try {
      const handled = new Map<string, number>();
      const handle = async (event: OutboxEvent) => {
        handled.set(event.id, (handled.get(event.id) ?? 0) + 1);
        // Long enough for the other dispatcher to reach the same rows.
        await new Promise((resolve) => setTimeout(resolve, 2));
      };
      const instances = [t.database.db, second.db].map((db) => createEventDispatcher({ db, logger, handle }));
      await Promise.all(instances.map((dispatcher) => dispatcher.drain()));
      expect(ids.map((id) => handled.get(id))).toEqual(ids.map(() => 1));
    } finally {
      await second.close();
    }
  });

  it('is woken by a commit on any instance once started', async () => {
    const handled: string[] = [];
    const dispatcher = createEventDispatcher({
      db: t.database.db,
      logger,
      handle: async (event) => void handled.push(event.id),
      pollMs: 3_600_000,
    });
    await dispatcher.start();
    try {
      const second = await secondInstanceDb(t);
      try {
        await second.db.transaction((tx) => recordEvent(tx, reviewed()));
      } finally {
        await second.close();
      }
      await expect.poll(() => handled.length).toBeGreaterThan(0);
    } finally {
      await dispatcher.stop();
    }
  });

  it('removes delivered events after a week, and keeps newer and undelivered ones', async () => {
    const [old = '', recent = '', waiting = ''] = await recordSome(3);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.database.db
      .update(eventOutbox)
      .set({ deliveredAt: daysAgo(8) })
      .where(eq(eventOutbox.id, old));
    await t.database.db
      .update(eventOutbox)
      .set({ deliveredAt: daysAgo(6) })
      .where(eq(eventOutbox.id, recent));
    await pruneDeliveredEvents(t.database.db);
    expect((await rowsOf([old, recent, waiting])).map((row) => row.id).sort()).toEqual([recent, waiting].sort());
  });
});

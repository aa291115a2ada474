import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { createPostgresDatabase, openTestDatabase, testDriver } from '../test/test-db';
import { createNotifications, maxPayloadBytes } from './pg-notifications';

const logger = pino({ level: 'silent' });

function collector() {
  const payloads: string[] = [];
  let gaps = 0;
  let losses = 0;
  return {
    payloads,
    gaps: () => gaps,
    losses: () => losses,
    handlers: {
      onPayload: (payload: string) => payloads.push(payload),
      onGap: () => (gaps += 1),
      onLost: () => (losses += 1),
    },
  };
}

// The listening connection of a server database: this runs once, in the PostgreSQL project.
if (testDriver === 'postgres') {
  describe('LISTEN/NOTIFY on PostgreSQL', () => {
    let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let database: Database;

    beforeAll(async () => {
      created = await createPostgresDatabase();
      database = await openPostgres(created.url);
    });
    afterAll(async () => {
      await database.close();
      await created.drop();
    });

    it('hears notifications from any connection, and comes back after losing its own, reporting the loss and the gap', async () => {
      const notifications = createNotifications(database.db, 'sudsy_test', logger);
      const heard = collector();
      await notifications.listen(heard.handlers);
      await notifications.notify(database.db, 'first');
      await expect.poll(() => heard.payloads, { timeout: 5000 }).toContain('first');

      // Something (a failover, an administrator) ends the listening connection.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      await expect.poll(() => heard.gaps(), { timeout: 10_000 }).toBe(1);
      expect(heard.losses()).toBe(1);
      await notifications.notify(database.db, 'after the gap');
      await expect.poll(() => heard.payloads, { timeout: 5000 }).toContain('after the gap');
      expect(heard.payloads).toEqual(['first', 'after the gap']);
      await notifications.close();
    });

    it('refuses a payload PostgreSQL would not carry', async () => {
      const notifications = createNotifications(database.db, 'sudsy_test', logger);
      await expect(notifications.notify(database.db, 'x'.repeat(maxPayloadBytes + 1))).rejects.toThrow(
        'notification payload too large',
      );
      await notifications.close();
    });
  });
}

describe('LISTEN/NOTIFY on the project’s database (PGlite or PostgreSQL)', () => {
  it('delivers notifications once their transaction commits, and never a rolled-back one', async () => {
    const database = await openTestDatabase();
    const notifications = createNotifications(database.db, 'sudsy_test', logger);
    const heard = collector();
    await notifications.listen(heard.handlers);
    await database.db.transaction(async (tx) => {
      await notifications.notify(tx, 'in a transaction');
      expect(heard.payloads).toEqual([]);
    });
    await expect.poll(() => heard.payloads, { timeout: 5000 }).toHaveLength(1);
    await expect(
      database.db.transaction(async (tx) => {
        await notifications.notify(tx, 'rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await notifications.notify(database.db, 'last');
    await expect.poll(() => heard.payloads, { timeout: 5000 }).toContain('last');
    expect(heard.payloads).toEqual(['in a transaction', 'last']);
    await notifications.close();
    await database.close();
  });
});

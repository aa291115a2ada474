import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { refreshStatistics, startStatisticsRefresh } from './statistics';
import { openTestDatabase } from '../test/test-db';

let database: Database;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
  // On PostgreSQL autovacuum could gather them between two steps of a test.
  await database.db.execute(sql`alter table "user" set (autovacuum_enabled = false)`);
});
afterAll(() => database.close());

/** How many of the user table's columns the planner has statistics for. */
async function userStatistics(): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as columns from pg_stats where schemaname = 'public' and tablename = 'user'`,
  );
  return (result.rows[0] as { columns: number }).columns;
}

async function addUsers(count: number, prefix: string): Promise<void> {
  await database.db.execute(
    sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
        select ${prefix} || n, 'Someone with a name', ${prefix} || n || '@example.com', true, 'owner', now(), now()
          from generate_series(1, ${count}::int) n`,
  );
}

/** Forgets what was gathered for the user table, as on a database never analysed. */
async function forgetUserStatistics(): Promise<void> {
  await database.db.execute(sql`delete from pg_statistic where starelid = '"user"'::regclass`);
  await database.db.execute(sql`update pg_class set reltuples = -1, relpages = 0 where oid = '"user"'::regclass`);
}

describe('table statistics', () => {
  it('are gathered for tables never analysed, again once a table has grown, and not otherwise', async () => {
    await addUsers(50, 'few-');
    await forgetUserStatistics();
    expect(await refreshStatistics(database.db)).toContain('user');
    expect(await userStatistics()).toBeGreaterThan(0);
    expect(await refreshStatistics(database.db)).not.toContain('user');
    await addUsers(3000, 'many-');
    expect(await refreshStatistics(database.db)).toContain('user');
    expect(await refreshStatistics(database.db)).not.toContain('user');
  });

  it('are refreshed by the server itself, soon after it starts', async () => {
    await forgetUserStatistics();
    // As on the embedded database, whichever database this run tests.
    const stop = startStatisticsRefresh({ ...database, driver: 'pglite' }, logger, {
      firstAfterMs: 0,
      everyMs: 60_000,
    });
    // The first check starts on the next turn; stopping waits for it to finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await stop();
    expect(await userStatistics()).toBeGreaterThan(0);
  });

  it('are left to autovacuum on PostgreSQL', async () => {
    const asked = vi.fn();
    const postgres = { driver: 'postgres' as const, db: { execute: asked } as unknown as Database['db'] };
    const stop = startStatisticsRefresh(postgres, logger, { firstAfterMs: 0, everyMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await stop();
    expect(asked).not.toHaveBeenCalled();
  });
});

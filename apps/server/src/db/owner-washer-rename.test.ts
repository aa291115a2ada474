import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, testDriver } from '../test/test-db';
import type { Database } from './client';
import { migrationsFolder, runMigrations } from './migrate';

// The first migration that renames customer/provider columns and tables to owner/washer.
const firstRename = '0014_owner-washer-columns';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations that stops just before `firstRename`, as a database of that time had them. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'sudsy-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  const before = migrationsBefore(firstRename);
  try {
    await database.migrate(before.folder);
  } finally {
    before.remove();
  }

  // Rows written the way the server wrote them before the rename.
  await database.db.execute(sql`insert into "user" (id, name, email, role) values
    ('owner-1', 'Olive Owner', 'olive@example.com', 'owner'),
    ('washer-1', 'Walt Washer', 'walt@example.com', 'washer')`);
  await database.db.execute(sql`insert into provider_profiles
    (user_id, business_name, experience_years, work_radius_miles, address, lat, lng, selected_services)
    values ('washer-1', 'Walt''s Wash', 5, 20, 'Denver, CO', 39.74, -104.99, '{express-wash}')`);
  await database.db.execute(sql`insert into quote_requests (id, customer_id, address, service_ids, status)
    values ('request-1', 'owner-1', '1 Main St', '{express-wash}', 'booked')`);
  await database.db.execute(sql`insert into quote_responses
    (id, request_id, provider_id, status, amount_cents, provider_notes)
    values ('response-1', 'request-1', 'washer-1', 'quoted', 4500, 'Bring the hose')`);
  await database.db.execute(sql`insert into appointments
    (washer_id, owner_id, vehicle_description, address, service_date, start_time, end_time, customer_name, quote_response_id)
    values ('washer-1', 'owner-1', '2020 Honda Civic', '1 Main St', '2030-05-01', '09:00', '10:00', 'Olive Owner', 'response-1')`);

  await runMigrations(database);
});
afterAll(() => database.close());

describe(`renaming customer/provider to owner/washer (${testDriver})`, () => {
  it('keeps the washer profile under washer_profiles', async () => {
    const result = await database.db.execute(
      sql`select user_id, business_name, lat, lng, selected_services from washer_profiles`,
    );
    expect(result.rows).toEqual([
      {
        user_id: 'washer-1',
        business_name: "Walt's Wash",
        lat: 39.74,
        lng: -104.99,
        selected_services: ['express-wash'],
      },
    ]);
  });

  it('keeps the quote request under owner_id', async () => {
    const result = await database.db.execute(sql`select id, owner_id, status from quote_requests`);
    expect(result.rows).toEqual([{ id: 'request-1', owner_id: 'owner-1', status: 'booked' }]);
  });

  it('keeps the quote response under washer_id and washer_notes', async () => {
    const result = await database.db.execute(
      sql`select id, request_id, washer_id, amount_cents, washer_notes from quote_responses`,
    );
    expect(result.rows).toEqual([
      {
        id: 'response-1',
        request_id: 'request-1',
        washer_id: 'washer-1',
        amount_cents: 4500,
        washer_notes: 'Bring the hose',
      },
    ]);
  });

  it('keeps the appointment under owner_name', async () => {
    const result = await database.db.execute(
      sql`select washer_id, owner_id, owner_name, quote_response_id from appointments`,
    );
    expect(result.rows).toEqual([
      { washer_id: 'washer-1', owner_id: 'owner-1', owner_name: 'Olive Owner', quote_response_id: 'response-1' },
    ]);
  });

  it('still enforces the renamed constraints', async () => {
    await expect(
      database.db.execute(
        sql`insert into quote_responses (id, request_id, washer_id) values ('r2', 'request-1', 'washer-1')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into washer_profiles (user_id, experience_years, work_radius_miles, lat)
        values ('owner-1', 1, 10, 40)`),
    ).rejects.toThrow();
    await database.db.execute(sql`delete from "user" where id = 'owner-1'`);
    const left = await database.db.execute(sql`select count(*)::int as n from quote_requests`);
    expect(left.rows[0]?.n).toBe(0);
  });

  it('leaves no table, column, index or constraint named for customer or provider', async () => {
    // Better Auth's account.provider_id names an OAuth provider, not a role. PostgreSQL 18 names
    // each NOT NULL after the table and column it was created on and keeps that name through
    // renames; nothing refers to those names, so they are left as they are.
    const result = await database.db.execute(sql`
      select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relname ~ '(customer|provider)'
      union all
      select conname from pg_constraint
        where connamespace = 'public'::regnamespace and contype <> 'n' and conname ~ '(customer|provider)'
      union all
      select table_name || '.' || column_name from information_schema.columns
        where table_schema = 'public' and column_name ~ '(customer|provider)'
          and not (table_name = 'account' and column_name = 'provider_id')`);
    expect(result.rows).toEqual([]);
  });
});

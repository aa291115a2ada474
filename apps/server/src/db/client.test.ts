import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, openTestDatabase, testDriver } from '../test/test-db';
import { openPostgres, type Database } from './client';
import { runMigrations } from './migrate';
import { user } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`database (${testDriver})`, () => {
  it('runs on the driver under test', () => {
    expect(database.driver).toBe(testDriver);
  });

  it('has the cube and earthdistance extensions', async () => {
    // New York City to Los Angeles: about 3,940 km great-circle.
    const result = await database.db.execute(
      sql`select earth_distance(ll_to_earth(40.7128, -74.006), ll_to_earth(34.0522, -118.2437)) as metres`,
    );
    expect(Number(result.rows[0]?.metres) / 1000).toBeCloseTo(3940, -1);
  });

  it('applies migrations idempotently', async () => {
    await runMigrations(database);
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    // Sorted here so the database's collation does not decide the order.
    expect(tables.rows.map((row) => String(row.table_name)).sort()).toEqual([
      'account',
      'appointment_completions',
      'appointment_days',
      'appointment_live_points',
      'appointment_reminders',
      'appointment_series',
      'appointments',
      'attendance_confirmations',
      'blocked_times',
      'campaigns',
      'checklist_ticks',
      'data_seeds',
      'dev_outbox',
      'dev_pushes',
      'dev_texts',
      'dispute_photos',
      'disputes',
      'event_deliveries',
      'event_outbox',
      'favourite_washers',
      'feedback_requests',
      'gallery_items',
      'job_payments',
      'late_start_nudges',
      'ledger_entries',
      'ledger_transactions',
      'local_payment_events',
      'local_payment_idempotency_keys',
      'local_payment_objects',
      'message_email_notices',
      'message_reports',
      'messages',
      'notification_preferences',
      'notifications',
      'operator_audit',
      'operators',
      'owner_payers',
      'payment_webhook_events',
      'payout_accounts',
      'profiles',
      'proof_photos',
      'push_subscriptions',
      'quote_request_photos',
      'quote_requests',
      'quote_responses',
      'rate_limit_counter',
      'reschedule_proposals',
      'review_reports',
      'reviews',
      'search_changes',
      'service_preferences',
      'session',
      'sms_appointment_texts',
      'sms_numbers',
      'two_factor',
      'user',
      'vehicles',
      'verification',
      'verification_documents',
      'washer_certifications',
      'washer_insurance',
      'washer_profile_reports',
      'washer_profiles',
      'washer_schedules',
      'washer_skills',
      'washer_verifications',
    ]);
  });

  it('refuses a role other than owner or washer', async () => {
    const row = { id: 'u1', name: 'N', email: 'n@example.com', role: 'admin' as 'owner' };
    await expect(database.db.insert(user).values(row)).rejects.toThrow();
    await database.db.insert(user).values({ ...row, role: 'washer' });
    const [stored] = await database.db.select().from(user);
    expect(stored?.role).toBe('washer');
  });
});

// The pool of a server's database (docs/operations.md, "Connections"): this runs once, in the PostgreSQL project.
if (testDriver === 'postgres') {
  describe('the PostgreSQL pool', () => {
    it('opens at most DATABASE_POOL_SIZE connections however many statements wait', async () => {
      const created = await createPostgresDatabase();
      const pooled = await openPostgres(created.url, 2);
      try {
        // Five statements sent at once: a pool with room opens a connection for each that waits.
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => pooled.executeSql('select pg_backend_pid() as pid')),
        );
        expect(new Set(answers.map(({ rows }) => rows[0]?.pid)).size).toBe(2);
      } finally {
        await pooled.close();
        await created.drop();
      }
    });
  });
}

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, demoPassword } from './demo/demo-accounts';
import { writePopulation } from './demo/demo-population';
import { createLogger } from './logger';
import { marketplaceJobs } from './marketplace-jobs';
import { queriesTimed, type QueryTimed } from './platform/metrics/operational-events';
import { cookieOf, createTestApp, signIn, testOrigin, type TestApp } from './test/test-app';
import { testDriver } from './test/test-db';
import { appointments, quoteRequests, user } from './db/schema';
import { refreshStatistics } from './db/statistics';
import { searchCacheOf } from './features/washers/search-cache';
import { wholeReads, type PlanNode } from './db/query-plan-scans';

// docs/scaling.md, "The database under growth": every statement a signed-in page, a timed job or
// the delivery of notices sends can be answered through an index, on a seeded set of thousands of
// accounts with its statistics gathered as a running server gathers them.

/** Accounts in the seeded set: the load bench's population, the demo set copied over and over. */
const seededAccounts = 3000;
/** Rows that make a table large in the seeded set. */
const largeTableRows = 1000;

type Statement = { text: string; values: readonly unknown[] };
let t: TestApp;
let owner: { cookie: string; id: string; requestId: string; appointmentId: string };
let washer: { cookie: string; id: string; appointmentId: string };

async function demoSignIn(slug: string, accountType: 'owner' | 'washer') {
  const response = await signIn(t.app, demoEmail(slug), accountType, demoPassword);
  expect(response.status).toBe(200);
  const [row] = await t.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoEmail(slug)));
  if (!row) throw new Error(`no demo account ${slug}`);
  return { cookie: cookieOf(response), id: row.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await writePopulation(t.database, seededAccounts);
  // As a running server does while its tables grow (db/statistics.ts).
  await refreshStatistics(t.database.db);
  const signedInOwner = await demoSignIn('owner', 'owner');
  const signedInWasher = await demoSignIn('mission-suds', 'washer');
  const db = t.database.db;
  const [request] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.ownerId, signedInOwner.id))
    .limit(1);
  const [booked] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.ownerId, signedInOwner.id), eq(appointments.washerId, signedInWasher.id)))
    .limit(1);
  if (!request || !booked) throw new Error('the demo owner lacks a request or a booking with Mission Suds');
  owner = { ...signedInOwner, requestId: request.id, appointmentId: booked.id };
  washer = { ...signedInWasher, appointmentId: booked.id };
  // Filled as a server fills it once it listens: reading every washer is the fill's, not a page's.
  const searchCache = searchCacheOf(db);
  await searchCache.refresh();
  await searchCache.filled;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** What the owner's pages read as they open, the header's counts included. */
const ownerReads = () => [
  '/api/auth/get-session',
  '/api/notifications/unread-count',
  '/api/messages/unread-count',
  '/api/notifications',
  '/api/owner-dashboard',
  '/api/vehicles',
  '/api/quote-requests',
  `/api/quote-requests/${owner.requestId}`,
  '/api/appointments',
  `/api/appointments/${owner.appointmentId}`,
  `/api/appointments/${owner.appointmentId}/payment`,
  `/api/appointments/${owner.appointmentId}/receipt`,
  `/api/appointments/${owner.appointmentId}/day`,
  '/api/messages/contacts',
  `/api/messages/conversations/${washer.id}`,
  '/api/account',
  '/api/profile',
  '/api/favourites',
  '/api/notification-preferences',
  '/api/service-preferences',
  `/api/washers/${washer.id}`,
  `/api/washers/${washer.id}/reviews`,
  `/api/washers/${washer.id}/review-stats`,
];

/** What the washer's pages read as they open. */
const washerReads = () => [
  '/api/washer-dashboard',
  '/api/washer-dashboard/agenda',
  '/api/washer-dashboard/earnings',
  '/api/bids/available',
  '/api/bids',
  '/api/schedule/appointments',
  '/api/schedule/blocks',
  '/api/schedule/working-hours',
  '/api/washer-profile',
  '/api/gallery',
  '/api/verification',
  '/api/washer-credentials',
  '/api/payouts/summary',
  `/api/appointments/${washer.appointmentId}`,
  `/api/messages/conversations/${owner.id}`,
];

/** The statements sent while `work` runs, once each. */
async function statementsOf(work: () => Promise<void>): Promise<Statement[]> {
  const seen = new Map<string, Statement>();
  const onQuery = (message: unknown) => {
    const { text, values } = message as QueryTimed;
    if (!seen.has(text)) seen.set(text, { text, values });
  };
  subscribe(queriesTimed.name, onQuery);
  try {
    await work();
  } finally {
    unsubscribe(queriesTimed.name, onQuery);
  }
  return [...seen.values()].filter(({ text }) => readsRows(text));
}

/** Statements that find rows; a plain insert finds none, and the job queue's own SQL is pg-boss's. */
const readsRows = (text: string) => /^\s*(select|update|delete|with)\b/i.test(text) && !/\bpgboss\./.test(text);

/**
 * The planner's plan of each statement with sequential scans off, on a connection of its own: a
 * "Seq Scan" left in such a plan means that no index can serve the statement at all.
 */
async function plansOf(statements: readonly Statement[]): Promise<{ statement: Statement; plan: PlanNode }[]> {
  const explain = async (query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => {
    await query('set enable_seqscan = off');
    try {
      const plans = [];
      for (const statement of statements) {
        const { rows } = await query(`explain (format json) ${statement.text}`, [...statement.values]);
        const answer = rows[0]?.['QUERY PLAN'];
        const [{ Plan: plan }] = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
        plans.push({ statement, plan });
      }
      return plans;
    } finally {
      await query('reset enable_seqscan');
    }
  };
  if (testDriver === 'pglite') return explain((text, values) => t.database.executeSql(text, values));
  const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    return await explain((text, values) => connection.query(text, values));
  } finally {
    connection.release();
  }
}

/**
 * Each whole read of a table that no index could spare: a sequential scan the planner keeps though
 * told to avoid it, or (of a table the seeded set makes large) an index read end to end. On a
 * near-empty table the planner picks among its indexes almost at random, so only large ones count.
 */
async function planDefects(statements: readonly Statement[]): Promise<string[]> {
  const { rows } = await t.database.executeSql(
    "select relname as table from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1",
    [largeTableRows],
  );
  const large = new Set(rows.map((row) => String(row.table)));
  expect(large.size).toBeGreaterThan(5);
  const defects = [];
  for (const { statement, plan } of await plansOf(statements)) {
    const text = statement.text.replace(/\s+/g, ' ').slice(0, 300);
    for (const { table, through } of wholeReads(plan))
      if (through === 'sequential scan' || large.has(table))
        defects.push(`${table}, read whole by ${through}, in: ${text}`);
  }
  return [...new Set(defects)];
}

describe('every statement can be answered through an index', () => {
  it("of the owner's and the washer's pages", async () => {
    const statements = await statementsOf(async () => {
      for (const [who, paths] of [
        [owner, ownerReads()],
        [washer, washerReads()],
      ] as const) {
        for (const path of paths) {
          const response = await t.app.request(`${testOrigin}${path}`, {
            headers: { origin: testOrigin, cookie: who.cookie },
          });
          expect(response.status, path).toBe(200);
        }
      }
    });
    expect(statements.length).toBeGreaterThan(30);
    expect(await planDefects(statements)).toEqual([]);
  });

  it('of every timed job and of the delivery of notices', async () => {
    const jobs = marketplaceJobs({ db: t.database.db, logger: createLogger('silent'), payments: t.payments });
    const statements = await statementsOf(async () => {
      for (const job of jobs) await job.run({});
      await t.mail.settled();
    });
    expect(statements.length).toBeGreaterThan(jobs.length);
    expect(await planDefects(statements)).toEqual([]);
  });
});

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeReads, type PlanNode } from './db/query-plan-scans';
import { createLogger } from './logger';
import { marketplaceJobs } from './marketplace-jobs';
import { pageReads, seedMarketplace, statementsOf, type SeededMarketplace, type Statement } from './test/page-reads';
import { createTestApp, testOrigin, type TestApp } from './test/test-app';
import { testDriver } from './test/test-db';

// docs/scaling.md, "The database under growth": every statement a signed-in page, a timed job or
// the delivery of notices sends can be answered through an index, on a seeded set of thousands of
// accounts with its statistics gathered as a running server gathers them.

/** Accounts in the seeded set: the load bench's population, the demo set copied over and over. */
const seededAccounts = 3000;
/** Rows that make a table large in the seeded set. */
const largeTableRows = 1000;

let t: TestApp;
let seeded: SeededMarketplace;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedMarketplace(t, seededAccounts);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Each statement that finds rows, once: a plain insert finds none, and pg-boss's own SQL is its own. */
async function distinctReads(work: () => Promise<void>): Promise<Statement[]> {
  const byText = new Map((await statementsOf(work)).map((statement) => [statement.text, statement]));
  return [...byText.values()].filter(
    ({ text }) => /^\s*(select|update|delete|with)\b/i.test(text) && !/\bpgboss\./.test(text),
  );
}

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
    const statements = await distinctReads(async () => {
      for (const { cookie, paths } of pageReads(seeded))
        for (const path of paths) {
          const response = await t.app.request(`${testOrigin}${path}`, { headers: { origin: testOrigin, cookie } });
          expect(response.status, path).toBe(200);
        }
    });
    expect(statements.length).toBeGreaterThan(30);
    expect(await planDefects(statements)).toEqual([]);
  });

  it('of every timed job and of the delivery of notices', async () => {
    const jobs = marketplaceJobs({ db: t.database.db, logger: createLogger('silent'), payments: t.payments });
    const statements = await distinctReads(async () => {
      for (const job of jobs) await job.run({});
      await t.mail.settled();
    });
    expect(statements.length).toBeGreaterThan(jobs.length);
    expect(await planDefects(statements)).toEqual([]);
  });
});

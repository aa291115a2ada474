import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAnswers, testDatabaseUrl } from '../../scripts/postgres.mjs';
import { signUp, startProduct } from './product-process';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'sudsy-clone-'));
// `npm test` clones and runs `npm ci` earlier, beside another leg, and says where.
const preparedClone = process.env.SMOKE_CLONE_DIR;
const clone = preparedClone ?? join(workDir, 'sudsy');
const postgresAvailable = await postgresAnswers();

beforeAll(() => {
  if (preparedClone) return;
  execFileSync('git', ['clone', '--quiet', repo, clone]);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone, stdio: 'inherit' });
}, 600_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function expectDataSurvivesRestart(env: Record<string, string>) {
  const email = `keeper-${Date.now()}@example.com`;
  const first = await startProduct(clone, env);
  try {
    const landing = await fetch(first.url);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<title>Sudsy');
    expect((await signUp(first.url, email)).status).toBe(200);
  } finally {
    await first.stop();
  }
  // The server finished its requests and closed the database before it exited.
  expect(first.output()).toContain('"msg":"stopped"');

  const second = await startProduct(clone, env);
  try {
    // The account written before the restart is still there: the same email is taken, a new one is not.
    expect((await signUp(second.url, email)).status).not.toBe(200);
    expect((await signUp(second.url, `fresh-${Date.now()}@example.com`)).status).toBe(200);
  } finally {
    await second.stop();
  }
  expect(second.output()).toContain('"msg":"stopped"');
}

describe('a fresh clone with npm ci && npm start', () => {
  it('serves the landing page on embedded PGlite and keeps data across a restart', async () => {
    await expectDataSurvivesRestart({ DATA_DIR: join(workDir, 'data-pglite') });
  }, 600_000);

  describe.runIf(postgresAvailable)('on PostgreSQL', () => {
    const database = `sudsy_smoke_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    const databaseUrl = new URL(testDatabaseUrl());
    databaseUrl.pathname = `/${database}`;

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database ${database}`);
    });
    afterAll(async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it('serves the same product with DATABASE_URL and keeps data across a restart', async () => {
      await expectDataSurvivesRestart({ DATA_DIR: join(workDir, 'data-pg'), DATABASE_URL: databaseUrl.toString() });
    }, 600_000);
  });
});

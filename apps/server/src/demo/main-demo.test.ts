import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerMain } from '../test/server-process';
import { createPostgresDatabase, testDriver } from '../test/test-db';
import { demoEmail } from './demo-accounts';

const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-demo-'));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

beforeAll(async () => {
  if (testDriver === 'postgres') postgres = await createPostgresDatabase();
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server as `npm start` does, waits until it listens, stops it, and answers what it printed. */
async function startAndStop(): Promise<string> {
  const env = { PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0' };
  const child = spawn(process.execPath, ['--enable-source-maps', builtServerMain], {
    env: postgres ? { ...env, DATABASE_URL: postgres.url } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('running at')) resolve();
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  child.kill('SIGTERM');
  await exited;
  return output;
}

describe('demo data at start', () => {
  it(
    testDriver === 'pglite'
      ? 'adds the demo data on the embedded database and prints the sign-ins'
      : 'adds and prints nothing on a PostgreSQL server',
    { timeout: 120_000 },
    async () => {
      const first = await startAndStop();
      if (testDriver === 'postgres') {
        expect(first).not.toContain('Demo sign-ins');
        return;
      }
      expect(first).toContain('Demo sign-ins');
      expect(first).toContain(demoEmail('owner'));
      expect(first).toContain(demoEmail('mission-suds'));
      expect(first).toMatch(/…and \d+ more washers and \d+ reviewers: docs\/demo-data\.md lists them\./);
      expect(first).not.toContain(demoEmail('haight-shine'));
    },
  );
});

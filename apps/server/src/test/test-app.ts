import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { Role } from '@sudsy/domain/roles';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-db';

export const testOrigin = 'http://localhost:3000';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: Database;
  /** Closes (and for PostgreSQL drops) the database and removes the temporary data folder. */
  close(): Promise<void>;
};

/**
 * The real app on a fresh database, with a temporary DATA_DIR and no web build unless `env`
 * says otherwise. Logs are silenced; pass LOG_LEVEL in `env` to see them.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await openTestDatabase();
  const app = createApp({ config, db: database.db, logger: pino({ level: config.logLevel }) });
  return {
    app,
    config,
    database,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a JSON request the way the web app does (same origin), returning the raw response. */
export function jsonRequest(app: TestApp['app'], path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('origin', testOrigin);
  return Promise.resolve(
    app.request(`${testOrigin}${path}`, { method: 'POST', ...init, headers, body: JSON.stringify(body) }),
  );
}

let accountCounter = 0;

/** Signs up a new account with `role` and returns its session cookie for later requests. */
export async function signUp(
  app: TestApp['app'],
  role: Role,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<{ cookie: string; email: string }> {
  accountCounter += 1;
  const email = overrides.email ?? `${role}-${accountCounter}-${Date.now()}@example.com`;
  const response = await jsonRequest(app, '/api/auth/sign-up/email', {
    email,
    name: overrides.name ?? 'Test User',
    password: overrides.password ?? 'secret-password',
    role,
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, email };
}

import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './db/client';
import { user } from './db/schema';
import { builtServerMain, startServerProcess as startServer } from './test/server-process';
import { createPostgresDatabase, seedMigratedPglite, testDriver } from './test/test-db';

const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-main-'));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

beforeAll(async () => {
  if (testDriver === 'postgres') postgres = await createPostgresDatabase();
  else await seedMigratedPglite(dataDir);
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a sign-up whose body arrives in two parts, so the request is in flight in between. */
function slowSignUp(port: number) {
  const body = JSON.stringify({
    email: 'inflight@example.com',
    name: 'In Flight',
    password: 'secret-password',
    role: 'owner',
  });
  const half = Math.floor(body.length / 2);
  const req = request({
    port,
    method: 'POST',
    path: '/api/auth/sign-up/email',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number | undefined>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), status };
}

async function openAgain(): Promise<Database> {
  return postgres ? openPostgres(postgres.url) : openPglite({ dataDir: join(dataDir, 'pglite') });
}

describe('main', () => {
  it(
    'finishes requests in flight on SIGTERM, exits 0 and leaves the database reopenable',
    { timeout: 60_000 },
    async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: '0', ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
      const port = await server.listening;
      expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);

      const signUp = slowSignUp(port);
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      signUp.finish();

      expect(await signUp.status).toBe(200);
      expect(await server.exited, server.output()).toBe(0);

      const database = await openAgain();
      try {
        const [row] = await database.db.select({ users: count() }).from(user);
        expect(row?.users).toBe(1);
      } finally {
        await database.close();
      }
    },
  );

  it('runs from its build with plain Node, finding its migrations from its own folder', async () => {
    // A DATA_DIR others may read, as every earlier version made it.
    chmodSync(dataDir, 0o755);
    const server = startServer({ DATA_DIR: dataDir, PORT: '0', ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
    // No TypeScript loader in the process: what answers is the bundled JavaScript alone.
    expect(server.child.spawnargs.slice(1)).toEqual(['--enable-source-maps', builtServerMain, '--no-demo']);
    const port = await server.listening;
    // Its PUBLIC_URL is the default localhost one: nobody but this machine may reach it.
    expect(server.output()).toContain('(listening on 127.0.0.1)');
    // Closed at start, saying so.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(server.output()).toContain('DATA_DIR was open to other users of this machine');
    // And everything it makes from then on (folders 0700, files 0600): Linux shows the process's mask.
    expect(readFileSync(`/proc/${server.child.pid}/status`, 'utf8')).toMatch(/^Umask:\s+0077$/m);
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });

  it('in production logs its configuration on one line, secrets masked, and warns on the embedded database', async () => {
    const secret = 'a-production-secret-that-is-long-enough';
    const stripeSecretKey = 'sk_test_main-secret-key';
    const server = startServer({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: '0',
      AUTH_SECRET: secret,
      PUBLIC_URL: 'http://localhost:3000',
      ALLOW_INSECURE_PUBLIC_URL: '1',
      STRIPE_SECRET_KEY: stripeSecretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_main',
      STRIPE_WEBHOOK_SECRET: 'whsec_main',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    await server.listening;
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const lines = server.output().split('\n');
    const configuration = lines.filter((line) => line.includes('"msg":"configuration"'));
    expect(configuration).toHaveLength(1);
    expect(JSON.parse(configuration[0] ?? '{}')).toMatchObject({
      configuration: {
        env: 'production',
        publicUrl: 'http://localhost:3000',
        authSecret: '***',
        payments: { mode: 'stripe', secretKey: '***' },
      },
    });
    expect(server.output()).not.toContain(secret);
    expect(server.output()).not.toContain(stripeSecretKey);
    expect(lines.filter((line) => line.includes('"level":40') && line.includes('embedded database'))).toHaveLength(
      postgres ? 0 : 1,
    );
  });

  it('refuses to start in production without its secrets, saying which', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('NODE_ENV=production requires AUTH_SECRET and PUBLIC_URL to be set');
  });
});

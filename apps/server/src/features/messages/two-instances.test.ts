import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@sudsy/domain/messages';
import { createApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, testPassword, type TestApp } from '../../test/test-app';
import { createPostgresDatabase, testDriver } from '../../test/test-db';
import { createMessagesHub } from './hub';
import { openStream, shareRequest } from './test-support';

describe('two app instances on one database', () => {
  let t: TestApp;
  let second: { app: ReturnType<typeof createApp>; close(): Promise<void> };
  let owner: SignedIn;
  let washer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    // On PostgreSQL the second instance has its own pool and its own listening connection; PGlite is one database in one process.
    const pool = (t.database.db as unknown as { $client: { options?: pg.PoolConfig } }).$client;
    const database: Database | null =
      testDriver === 'postgres' && pool.options?.connectionString
        ? await openPostgres(pool.options.connectionString)
        : null;
    const db = database?.db ?? t.database.db;
    const logger = pino({ level: 'silent' });
    const hub = createMessagesHub({ db, logger });
    second = {
      app: createApp({ config: t.config, db, logger, messagesHub: hub }),
      close: async () => {
        await hub.close();
        await database?.close();
      },
    };
    [owner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
    await shareRequest(t, owner, washer);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('delivers a message posted to one to a stream open on the other, both ways', async () => {
    const washerOnSecond = await openStream(second.app, washer);
    const ownerOnFirst = await openStream(t.app, owner);
    await Promise.all([washerOnSecond.next('ready'), ownerOnFirst.next('ready')]);

    const toWasher = await callAs(t, owner, 'POST', `/api/messages/conversations/${washer.id}`, {
      content: 'Posted on the first',
    });
    const sent = ((await toWasher.json()) as { message: Message }).message;
    expect(await washerOnSecond.next('message')).toEqual({ message: sent });

    const reply = await second.app.request(`http://localhost:3000/api/messages/conversations/${owner.id}`, {
      method: 'POST',
      headers: { cookie: washer.cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Answered on the second' }),
    });
    expect(reply.status).toBe(201);
    const answered = ((await reply.json()) as { message: Message }).message;
    expect(await ownerOnFirst.next('message')).toEqual({ message: sent });
    expect(await ownerOnFirst.next('message')).toEqual({ message: answered });
    await Promise.all([washerOnSecond.close(), ownerOnFirst.close()]);
  });
});

// Two real server processes need a server database: this part runs on PostgreSQL under either project.
describe('two server processes on one PostgreSQL database', () => {
  const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-two-'));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  type Server = {
    child: ReturnType<typeof spawn>;
    exited: Promise<number | null>;
    listening: Promise<void>;
    baseUrl: string;
  };
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startServer(port: number): Server {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile, '--no-demo'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: join(dataDir, String(port)),
        DATABASE_URL: database.url,
        AUTH_SECRET: 'two-instances-share-this-secret-long-enough',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const listening = new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes('Sudsy is running at')) resolve();
      };
      child.stdout.on('data', check);
      void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    });
    const server: Server = { child, exited, listening, baseUrl: `http://localhost:${port}` };
    servers.push(server);
    return server;
  }

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    if (typeof address !== 'object' || address === null) throw new Error('no port');
    return address.port;
  }

  /** Signs up through `baseUrl`, confirms through the mailed link, and returns the session. */
  async function signUpOver(baseUrl: string, role: 'owner' | 'washer'): Promise<SignedIn> {
    const email = `${role}-${randomUUID()}@example.com`;
    const headers = { 'content-type': 'application/json', origin: baseUrl };
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, name: `Two ${role}`, password: testPassword, role }),
    });
    expect(response.status).toBe(200);
    let link: string | undefined;
    for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
      const mails = (await (await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = /https?:\/\/\S+/u.exec(mails[0]?.text ?? '')?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!link) throw new Error('no verification mail');
    const verified = await fetch(link, { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const session = (await (await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    return { cookie, id: session.user.id };
  }

  it(
    'delivers a message posted to one process to an SSE subscriber of the other, and both stop at once with streams open',
    async () => {
      const [first, second] = [startServer(await freePort()), startServer(await freePort())];
      await Promise.all([first.listening, second.listening]);
      const owner = await signUpOver(first.baseUrl, 'owner');
      const washer = await signUpOver(first.baseUrl, 'washer');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const requestId = randomUUID();
      await client.query(
        `insert into quote_requests (id, owner_id, address, service_ids, status) values ($1, $2, '1 Main St', '{express-wash}', 'sent')`,
        [requestId, owner.id],
      );
      await client.query(`insert into quote_responses (id, request_id, washer_id) values ($1, $2, $3)`, [
        randomUUID(),
        requestId,
        washer.id,
      ]);
      await client.end();

      const washerOnSecond = await openStream({ baseUrl: second.baseUrl }, washer);
      expect(washerOnSecond.status).toBe(200);
      await washerOnSecond.next('ready');

      const posted = await fetch(`${first.baseUrl}/api/messages/conversations/${washer.id}`, {
        method: 'POST',
        headers: { cookie: owner.cookie, origin: first.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Through PostgreSQL' }),
      });
      expect(posted.status).toBe(201);
      const sent = ((await posted.json()) as { message: Message }).message;
      expect(await washerOnSecond.next('message')).toEqual({ message: sent });

      // An open stream must not hold a stopping server for its grace period.
      const stopping = Date.now();
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      expect(await Promise.all([first.exited, second.exited])).toEqual([0, 0]);
      expect(Date.now() - stopping).toBeLessThan(5000);
      await washerOnSecond.close();
    },
    // Two servers starting (migrations included) on a loaded machine take a while.
    180_000,
  );
});

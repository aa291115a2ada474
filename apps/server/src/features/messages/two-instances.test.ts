import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@sudsy/domain/messages';
import { createApp } from '../../app';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { signUpOver, startServerAtOwnOrigin, type ServerProcess } from '../../test/server-process';
import { createTestApp, secondInstanceDb, type TestApp } from '../../test/test-app';
import { createPostgresDatabase, testDriver } from '../../test/test-db';
import { createMessagesHub } from './hub';
import { openStream } from '../../test/event-stream';
import { shareRequest } from './test-support';
import { findNotification } from '../notifications';

describe('two app instances on one database', () => {
  let t: TestApp;
  let second: { app: ReturnType<typeof createApp>; close(): Promise<void> };
  let owner: SignedIn;
  let washer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    const database = await secondInstanceDb(t);
    const db = database.db;
    const logger = pino({ level: 'silent' });
    const hub = createMessagesHub({ db, logger, notificationOf: findNotification });
    second = {
      app: createApp({ config: t.config, db, logger, messagesHub: hub }),
      close: async () => {
        await hub.close();
        await database.close();
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

// Two real server processes need a server database: this part runs once, in the PostgreSQL project
// (under PGlite it would run the very same test against PostgreSQL a second time).
if (testDriver === 'postgres') {
  describe('two server processes on one PostgreSQL database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-two-'));
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase();
    });
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** A server sharing the database and the auth secret with the others, at its base URL. */
    async function startServer(): Promise<ServerProcess & { base: string }> {
      const server = await startServerAtOwnOrigin({
        DATA_DIR: join(dataDir, randomUUID()),
        DATABASE_URL: database.url,
        AUTH_SECRET: 'two-instances-share-this-secret-long-enough',
      });
      servers.push(server);
      return server;
    }

    it(
      'share sessions and rate limits, deliver a message posted to one to an SSE subscriber of the other, and both stop at once with streams open',
      async () => {
        const [first, second] = [await startServer(), await startServer()];
        await Promise.all([first.listening, second.listening]);
        const owner = await signUpOver(first.base, 'owner');
        const washer = await signUpOver(first.base, 'washer');

        // A session made on the first is good on the second.
        const account = await fetch(`${second.base}/api/account`, { headers: { cookie: owner.cookie } });
        expect(account.status).toBe(200);

        // Wrong passwords count on both: five (the per-email limit) spread over the two, then a 429.
        const wrongPassword = (server: { base: string }) =>
          fetch(`${server.base}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.base },
            body: JSON.stringify({ email: washer.email, password: 'not-the-password', accountType: 'washer' }),
          });
        const attempts = [];
        for (const server of [first, second, first, second, first]) attempts.push((await wrongPassword(server)).status);
        expect(attempts).toEqual([401, 401, 401, 401, 401]);
        const refused = await wrongPassword(second);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
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

        const washerOnSecond = await openStream({ baseUrl: second.base }, washer);
        expect(washerOnSecond.status).toBe(200);
        await washerOnSecond.next('ready');

        const posted = await fetch(`${first.base}/api/messages/conversations/${washer.id}`, {
          method: 'POST',
          headers: { cookie: owner.cookie, origin: first.base, 'content-type': 'application/json' },
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
}

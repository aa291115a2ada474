import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devOutbox, eventOutbox, notifications } from './db/schema';
import type { SignedIn } from './test/accounts';
import { quoteBody, wizardRequest } from './test/bookings';
import { dayFromToday } from './test/dates';
import { callOver, freePort, readyToBookOver, signUpOver } from './test/server-process';
import { processDatabase } from './test/process-database';
import { profileInput } from './test/washers';

// A write the server acknowledged is a promise to the user: killing the process without warning
// (power loss, the OOM killer) must not take it back, on the embedded database or on PostgreSQL.

const database = processDatabase('sudsy-crash-');

/** How many blocked times must be acknowledged before the kill, and how many clients send them. */
const acknowledgedBeforeKill = 30;
const writers = 3;

/** A server's address and environment on this file's database, at a port free now. */
async function serverOnTheDatabase(env: Record<string, string> = {}) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  return {
    baseUrl,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ...env,
    },
  };
}

describe('a crash', () => {
  // Two server starts on a loaded machine.
  it(
    'loses no acknowledged write: after SIGKILL mid-stream and a restart, every acknowledged block is there',
    { timeout: 90_000 },
    async () => {
      // The writes come as fast as the server answers; the limit has tests of its own.
      const { baseUrl, env } = await serverOnTheDatabase({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
      const first = database.start(env);
      await first.listening;
      const washer = await signUpOver(baseUrl, 'washer');

      const acknowledged: string[] = [];
      const refused: string[] = [];
      let enoughAcknowledged: () => void = () => {};
      const enough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
      // Each write blocks a day of its own, so none overlaps another.
      let nextDay = 0;
      const write = async () => {
        for (;;) {
          nextDay += 1;
          const id = randomUUID();
          try {
            const response = await fetch(`${baseUrl}/api/schedule/blocks/${id}`, {
              method: 'PUT',
              headers: { cookie: washer.cookie, origin: baseUrl, 'content-type': 'application/json' },
              body: JSON.stringify({ date: dayFromToday(nextDay), start: '09:00', durationMinutes: 60, reason: '' }),
            });
            if (response.status !== 200) {
              refused.push(`${response.status} ${await response.text()}`);
              return;
            }
            acknowledged.push(id);
            if (acknowledged.length >= acknowledgedBeforeKill) enoughAcknowledged();
          } catch {
            return; // The server is gone: the stream of writes ends here.
          }
        }
      };
      const writing = Array.from({ length: writers }, write);
      // Should every write be refused, the writers end and the test says why instead of waiting.
      await Promise.race([enough, Promise.all(writing)]);
      expect(refused).toEqual([]);
      first.child.kill('SIGKILL');
      await Promise.all([first.exited, ...writing]);

      const second = database.start(env);
      await second.listening;
      const response = await fetch(`${baseUrl}/api/schedule/blocks`, { headers: { cookie: washer.cookie } });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as { blocks: { id: string }[] }).blocks.map(({ id }) => id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedBeforeKill);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  // Two server starts and a stop on a loaded machine.
  it(
    'between the commit and the delivery loses no notice: after SIGKILL and a restart, each is delivered exactly once',
    { timeout: 90_000 },
    async () => {
      const { baseUrl, env } = await serverOnTheDatabase();
      // An instance that delivers nothing holds the window between the commit and the delivery open.
      const first = database.start({ ...env, BACKGROUND_WORK: 'off' });
      await first.listening;
      const [owner, washer] = await Promise.all([signUpOver(baseUrl, 'owner'), signUpOver(baseUrl, 'washer')]);
      const call = callOver(baseUrl);
      await call(washer, 'PUT', '/api/washer-profile', profileInput({ businessName: 'Crash Course Detailing' }), 200);
      await readyToBookOver(baseUrl, washer, owner);
      const created = (await call(owner, 'POST', '/api/quote-requests', wizardRequest([washer]), 201)) as {
        request: { id: string };
      };
      const requestId = created.request.id;
      await call(washer, 'PUT', `/api/bids/${requestId}`, quoteBody(), 200);
      await call(owner, 'POST', `/api/quote-requests/${requestId}/quotes/${washer.id}/accept`, {}, 201);
      const subjectsOf = async (who: { email: string }) =>
        (
          (await (await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(who.email)}`)).json()) as {
            subject: string;
          }[]
        ).map((mail) => mail.subject);
      // Committed and acknowledged, told to nobody yet: only the sign-up mails are there.
      expect(await subjectsOf(washer)).toHaveLength(1);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = database.start(env);
      await second.listening;
      const expected = {
        owner: ['New quote from Crash Course Detailing: $85.00', 'Booking confirmed with Crash Course Detailing'],
        washer: ['New quote request from Process owner'],
      };
      await expect
        .poll(async () => [...(await subjectsOf(owner)), ...(await subjectsOf(washer))], { timeout: 30_000 })
        .toEqual(
          expect.arrayContaining([...expected.owner, ...expected.washer, expect.stringMatching(/^New booking:/)]),
        );
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // Read once the server is gone, so every delivery it started has ended.
      await database.read(async ({ db }) => {
        expect(await db.select().from(eventOutbox).where(isNull(eventOutbox.deliveredAt))).toEqual([]);
        const mails = async (who: { email: string }) =>
          (await db.select().from(devOutbox).where(eq(devOutbox.to, who.email.toLowerCase()))).map(
            (row) => row.subject,
          );
        const ownerMails = await mails(owner);
        const washerMails = await mails(washer);
        for (const subject of expected.owner) expect(ownerMails.filter((mail) => mail === subject)).toHaveLength(1);
        for (const subject of expected.washer) expect(washerMails.filter((mail) => mail === subject)).toHaveLength(1);
        expect(washerMails.filter((mail) => mail.startsWith('New booking:'))).toHaveLength(1);
        const bell = async (who: SignedIn) =>
          (await db.select().from(notifications).where(eq(notifications.userId, who.id))).map((row) => row.kind).sort();
        expect(await bell(owner)).toEqual(['booking', 'new-quote']);
        expect(await bell(washer)).toEqual(['new-request', 'quote-accepted']);
      });
    },
  );
});

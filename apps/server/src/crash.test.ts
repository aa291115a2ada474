import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from './test/dates';
import { freePort, signUpOver, startServerProcess, type ServerProcess } from './test/server-process';
import { createPostgresDatabase, seedMigratedPglite, testDriver } from './test/test-db';

// A write the server acknowledged is a promise to the user: killing the process without warning
// (power loss, the OOM killer) must not take it back, on the embedded database or on PostgreSQL.

const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-crash-'));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
const started: ServerProcess[] = [];

beforeAll(async () => {
  if (testDriver === 'postgres') postgres = await createPostgresDatabase();
  else await seedMigratedPglite(dataDir);
});
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** How many blocked times must be acknowledged before the kill, and how many clients send them. */
const acknowledgedBeforeKill = 30;
const writers = 3;

describe('a crash', () => {
  // Two server starts on a loaded machine.
  it(
    'loses no acknowledged write: after SIGKILL mid-stream and a restart, every acknowledged block is there',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const baseUrl = `http://localhost:${port}`;
      const env = {
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        // The writes come as fast as the server answers; the limit has tests of its own.
        WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      };
      const first = startServerProcess(env);
      started.push(first);
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

      const second = startServerProcess(env);
      started.push(second);
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
});

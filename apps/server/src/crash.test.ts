import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signUpOver, startServerProcess, type ServerProcess } from './test/server-process';
import { createPostgresDatabase, testDriver } from './test/test-db';

// A write the server acknowledged is a promise to the user: killing the process without warning
// (power loss, the OOM killer) must not take it back, on the embedded database or on PostgreSQL.

const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-crash-'));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
const started: ServerProcess[] = [];

beforeAll(async () => {
  if (testDriver === 'postgres') postgres = await createPostgresDatabase();
});
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** How many vehicle writes must be acknowledged before the kill, and how many clients send them. */
const acknowledgedBeforeKill = 30;
const writers = 3;

describe('a crash', () => {
  // Two server starts, migrations included, on a loaded machine.
  it(
    'loses no acknowledged write: after SIGKILL mid-stream and a restart, every acknowledged vehicle is there',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const baseUrl = `http://localhost:${port}`;
      const env = {
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      };
      const first = startServerProcess(env);
      started.push(first);
      await first.listening;
      const owner = await signUpOver(baseUrl, 'owner');

      const acknowledged: string[] = [];
      let enoughAcknowledged: () => void = () => {};
      const enough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
      const write = async (writer: number) => {
        for (let index = 0; ; index += 1) {
          try {
            const response = await fetch(`${baseUrl}/api/vehicles`, {
              method: 'POST',
              headers: { cookie: owner.cookie, origin: baseUrl, 'content-type': 'application/json' },
              body: JSON.stringify({ make: 'Crash', model: `Writer ${writer} number ${index}`, year: 2020 }),
            });
            if (response.status !== 201) continue;
            acknowledged.push(((await response.json()) as { vehicle: { id: string } }).vehicle.id);
            if (acknowledged.length >= acknowledgedBeforeKill) enoughAcknowledged();
          } catch {
            return; // The server is gone: the stream of writes ends here.
          }
        }
      };
      const writing = Array.from({ length: writers }, (_, writer) => write(writer));
      await enough;
      first.child.kill('SIGKILL');
      await Promise.all([first.exited, ...writing]);

      const second = startServerProcess(env);
      started.push(second);
      await second.listening;
      const response = await fetch(`${baseUrl}/api/vehicles`, { headers: { cookie: owner.cookie } });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as { vehicles: { id: string }[] }).vehicles.map(({ id }) => id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedBeforeKill);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { startServerProcess, type ServerProcess } from './server-process';
import { createPostgresDatabase, seedMigratedPglite, testDriver } from './test-db';

export type ProcessDatabase = {
  /** Starts the built server on this database with `env`; it is killed after the file. */
  start(env: Record<string, string>): ServerProcess;
  /** Runs `read` on the database, opened once the servers that used it are gone (PGlite allows one process). */
  read<T>(read: (database: Database) => Promise<T>): Promise<T>;
};

/**
 * A migrated database of the test driver's kind for the servers a file starts as processes:
 * a PGlite data directory or a PostgreSQL database, made before the file and dropped after it,
 * with every server still running killed first.
 */
export function processDatabase(prefix: string): ProcessDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
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
  return {
    start(env) {
      const server = startServerProcess({
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      });
      started.push(server);
      return server;
    },
    async read(read) {
      const database = postgres
        ? await openPostgres(postgres.url)
        : await openPglite({ dataDir: join(dataDir, 'pglite') });
      try {
        return await read(database);
      } finally {
        await database.close();
      }
    },
  };
}

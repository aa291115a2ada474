// A PostgreSQL database of a benchmark's own, made on the server the tests use and dropped after.
import pg from 'pg';
import { openPostgres, type Database } from '../apps/server/src/db/client';

export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchPostgres = { url: string; database: Database; drop(): Promise<void> };

/** A new, empty database named after `prefix`, or null when no server answers. */
export async function postgresDatabase(prefix: string): Promise<BenchPostgres | null> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    url: url.toString(),
    database,
    drop: async () => {
      // The caller may have closed it already, to hand the database to a server.
      await database.close().catch(() => undefined);
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

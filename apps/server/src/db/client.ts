import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { timedClient } from '../platform/metrics/operational-events';
import * as schema from './schema';

/** Both drivers' rows come back as `{ rows }`, which is all raw queries rely on. */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: { rows: Record<string, unknown>[] };
}

/** One Drizzle type for PGlite and node-postgres, so no code above this folder knows which runs. */
export type Db = PgDatabase<QueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: DatabaseConfig['driver'];
  /** Applies the drizzle-kit migrations found in `migrationsFolder`; see migrate.ts. */
  migrate(migrationsFolder: string): Promise<void>;
  /** PGlite only: its data directory as a tarball, consistent as of the last commit (a backup). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Plain SQL for a library that writes its own (the job queue): one statement with parameters, or
   * a script of several without. On PGlite a script that opens a transaction runs as one, so a
   * failing script cannot leave the only connection inside an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

// A fixed key for pg_advisory_lock, so concurrent starts on one server migrate one at a time.
const migrationLockKey = 7_264_531_001;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.driver === 'pglite' ? openPglite({ dataDir: config.dir }) : openPostgres(config.url, config.poolSize);
}

/**
 * PostgreSQL's default of 128 MB of buffers lives inside PGlite's WebAssembly memory, which never
 * shrinks: a start touched most of it. The embedded database reads its files through the operating
 * system's cache anyway, so a small pool of its own costs little (docs/decisions/025).
 */
const pgliteSharedBuffers = '16MB';

export type PgliteOptions = {
  /** Folder of the database files; without it the database lives in memory (tests). */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of an empty cluster; tests use it to skip initdb. */
  loadDataDir?: Blob;
};

export async function openPglite(options: PgliteOptions = {}): Promise<Database & { client: PGlite }> {
  if (options.dataDir !== undefined) mkdirSync(dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...options,
    extensions: { cube, earthdistance },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  const db = drizzlePglite({ client: timedClient(client), schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const script = (run: (sql: string) => Promise<{ rows: Record<string, unknown>[] }[]>) =>
        run(text).then((results) => results.at(-1) ?? { rows: [] });
      return /^\s*begin\s*;/i.test(text)
        ? client.transaction((tx) => script((sql) => tx.exec(sql)))
        : script((sql) => client.exec(sql));
    },
    close: () => client.close(),
  };
}

/** A pool of at most `poolSize` connections (node-postgres's default of ten unless said). */
export async function openPostgres(url: string, poolSize?: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: timedClient(pool), schema });
  return {
    db,
    driver: 'postgres',
    migrate: async (migrationsFolder) => {
      // The advisory lock belongs to one connection, so the migration runs on that same one.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migratePostgres(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        connection.release();
      }
    },
    executeSql: async (text, values = []) => pool.query(text, values),
    close: () => pool.end(),
  };
}

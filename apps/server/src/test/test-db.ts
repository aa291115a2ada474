import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrationsFolder, runMigrations } from '../db/migrate';

/** The driver under test, set per vitest project (server-pglite, server-postgres). */
export const testDriver: Database['driver'] = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database
 * that `close()` also drops.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return openPglite({ loadDataDir: await migratedPgliteTemplate() });
  return openDroppedOnClose(await createPostgresDatabase(await migratedPostgresTemplate()));
}

/**
 * Puts a migrated embedded database in `dataDir`, as a server leaves it after its first start:
 * tests of what happens later (a crash, a shutdown) then skip initdb and every migration, about
 * nine seconds of each start. First starts have tests of their own (demo data, the fresh clone).
 */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: await migratedPgliteTemplate() });
  await database.close();
}

/** Like openTestDatabase, but with no migration applied, for tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return openPglite();
  return openDroppedOnClose(await createPostgresDatabase());
}

async function openDroppedOnClose(created: { url: string; drop(): Promise<void> }): Promise<Database> {
  const database = await openPostgres(created.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A server-side database for a test run, so each one starts empty (or as a copy of `template`);
 * `drop()` removes it.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sudsy_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return {
    url: databaseUrl(name),
    drop: async () => {
      await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Copying a database is a file copy on the server, several times faster than applying every
 * migration, so the migrated schema is built once per set of migrations and copied per test file.
 * Built under a name of its own and renamed when complete: of two workers racing, one rename
 * wins and the other drops its copy.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `sudsy_template_${templateKey()}`;
  const exists = await withAdmin((admin) => admin.query('select 1 from pg_database where datname = $1', [name]));
  if (exists.rowCount) return name;
  const building = `${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database "${building}"`));
  const database = await openPostgres(databaseUrl(building));
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  await withAdmin(async (admin) => {
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      await admin.query(`drop database if exists "${building}" with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
  return name;
}

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * PGlite's initdb costs seconds per database, loading a dump a fraction of that, so a migrated
 * cluster is dumped once to the temp folder, keyed by PGlite's version and the migrations. It is
 * dumped after a checkpoint, so a database loaded from it starts without replaying the WAL of
 * every migration, and its bytes are read once per worker (every file of a worker loads it).
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  templateBytes ??= await readOrBuildPgliteTemplate();
  return new BytesBlob(templateBytes);
}

let templateBytes: ArrayBuffer | undefined;

/**
 * A Blob over bytes already in memory. Node 20's own Blob gives its bytes back through a stream
 * copied chunk by chunk, which took about 0.3 s of each database's start for the 42 MB template
 * (PGlite asks for them all with `arrayBuffer()`), and a copy of them 0.1 s more. PGlite only
 * reads them (it copies each file of the tarball into its own file system), so every database of
 * a worker is handed the same bytes.
 */
class BytesBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

async function readOrBuildPgliteTemplate(): Promise<ArrayBuffer> {
  const file = join(tmpdir(), `sudsy-pglite-template-${templateKey()}.tar`);
  try {
    const bytes = readFileSync(file);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  } catch {
    const database = await openPglite();
    await runMigrations(database);
    await database.executeSql('checkpoint');
    const dump = await (await database.client.dumpDataDir('none')).arrayBuffer();
    await database.close();
    // Written aside and renamed, so a parallel test file never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(dump));
    renameSync(partial, file);
    return dump;
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The template's own format: a dump taken after a checkpoint.
  hash.update(pgliteVersion()).update('checkpointed');
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** PGlite does not export its package.json, so it is found next to the resolved entry point. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

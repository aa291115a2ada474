import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { Storage } from '../platform/storage/storage';
import { dumpDatabaseTo } from './backup';

// `npm run db:move`: an embedded install's tables into an empty PostgreSQL database, ids,
// timestamps, password hashes and sessions as they are, and its uploads into object storage
// (docs/operations.md, "Moving to PostgreSQL").

/** Rows per statement: a few megabytes of JSON at most for the widest tables. */
const rowsPerBatch = 2_000;
/** A log of changes for each server's search cache; a new server reads everything anyway. */
const notCopied = new Set(['search_changes']);
/** Beside each stored file, its content type (local storage's own folder, which no key names). */
const contentTypesFolder = '.content-types';

export type MoveReport = { tables: { table: string; rows: number }[]; uploads: number };

type Say = (line: string) => void;
/** The database or a transaction on it. */
type Executor = Pick<Db, 'execute'>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * The public tables, parents before the tables whose foreign keys name them. A key whose columns
 * may be empty only orders the tables when it can: in a cycle (a series names its first wash, each
 * wash its series) the table it names may come later, and that key is filled in at the end.
 */
async function tablesInCopyOrder(db: Executor): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const references = await rowsOf<{ child: string; parent: string; required: boolean }>(
    db,
    sql`select child.relname as child, parent.relname as parent, bool_or(col.attnotnull) as required
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      join pg_attribute col on col.attrelid = k.conrelid and col.attnum = any(k.conkey)
      where k.contype = 'f' and child.relnamespace = 'public'::regnamespace
      group by k.oid, child.relname, parent.relname`,
  );
  const parentsOf = (table: string, required: boolean) =>
    references
      .filter((reference) => reference.child === table && reference.parent !== table && reference.required === required)
      .map((reference) => reference.parent);
  /** The tables `table` cannot be written before, through keys that must be filled. */
  const needs = (table: string, seen = new Set<string>()): Set<string> => {
    for (const parent of parentsOf(table, true))
      if (!seen.has(parent)) {
        seen.add(parent);
        needs(parent, seen);
      }
    return seen;
  };
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parentsOf(table, true)) place(parent, path);
    // An optional parent goes first unless it needs a table on the way here: then it comes later.
    for (const parent of parentsOf(table, false))
      if (![...needs(parent)].some((needed) => path.has(needed))) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name, new Set());
  return ordered;
}

/**
 * The foreign key columns of each table that name a table copied after it: a cycle, such as a
 * repeat series naming its first wash while each wash names its series. They are written empty
 * with their row and filled in once every table is copied (`fillLaterReferences`).
 */
async function laterReferences(db: Executor, order: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ child: string; parent: string; column: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent, col.attname as column from pg_constraint k
      join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      join pg_attribute col on col.attrelid = k.conrelid and col.attnum = any(k.conkey)
      where k.contype = 'f' and child.relnamespace = 'public'::regnamespace`,
  );
  const position = new Map(order.map((table, index) => [table, index]));
  const later = new Map<string, string[]>();
  for (const { child, parent, column } of rows) {
    const [childAt, parentAt] = [position.get(child), position.get(parent)];
    if (child === parent || childAt === undefined || parentAt === undefined || parentAt < childAt) continue;
    later.set(child, [...(later.get(child) ?? []), column]);
  }
  return later;
}

/** Fills in `columns` of `table`, left empty by the copy, from the source's rows, matched by primary key. */
async function fillLaterReferences(from: Executor, to: Executor, table: string, columns: string[]): Promise<void> {
  const keys = (
    await rowsOf<{ name: string }>(
      from,
      sql`select col.attname as name from pg_index i
        join pg_attribute col on col.attrelid = i.indrelid and col.attnum = any(i.indkey)
        where i.indrelid = ${quoted(table)}::regclass and i.indisprimary`,
    )
  ).map((key) => key.name);
  if (keys.length === 0) throw new Error(`${table}: a table in a cycle of foreign keys needs a primary key to move`);
  const set = columns.map(quoted).join(', ');
  const [page] = await rowsOf<{ rows: string }>(
    from,
    sql.raw(`select coalesce(json_agg(page), '[]')::text as rows from (select ${[...keys, ...columns].map(quoted).join(', ')}
      from ${quoted(table)} where ${columns.map((column) => `${quoted(column)} is not null`).join(' or ')}) page`),
  );
  const matched = keys.map((key) => `${quoted(table)}.${quoted(key)} = source.${quoted(key)}`).join(' and ');
  await to.execute(
    sql`${sql.raw(`update ${quoted(table)} set (${set}) = (select ${columns.map((column) => `source.${quoted(column)}`).join(', ')}) from json_populate_recordset(null::${quoted(table)}, `)}${page?.rows ?? '[]'}${sql.raw(`::json) source where ${matched}`)}`,
  );
}

/** Columns a row is written with: not those the database computes itself. */
async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return columns.map((column) => column.name);
}

async function countOf(db: Executor, table: string): Promise<number> {
  const [row] = await rowsOf<{ rows: number | string }>(db, sql.raw(`select count(*) as rows from ${quoted(table)}`));
  return Number(row?.rows ?? 0);
}

async function copyTable(from: Executor, to: Executor, table: string, leftEmpty: readonly string[]): Promise<number> {
  const names = await writableColumns(from, table);
  const columns = names.map(quoted).join(', ');
  // A column naming a table not copied yet goes in empty; fillLaterReferences writes it after.
  const values = names.map((name) => (leftEmpty.includes(name) ? 'null' : quoted(name))).join(', ');
  const selfReferencing = await rowsOf(
    from,
    sql`select 1 from pg_constraint where contype = 'f' and conrelid = ${quoted(table)}::regclass and confrelid = conrelid`,
  );
  // A row may name a later row of its own table: such a table goes in one statement, whose
  // foreign keys are checked once it has written every row.
  const batch = selfReferencing.length > 0 ? Number.MAX_SAFE_INTEGER : rowsPerBatch;
  let copied = 0;
  for (;;) {
    const [page] = await rowsOf<{ rows: string; count: number | string }>(
      from,
      sql.raw(`select coalesce(json_agg(page), '[]')::text as rows, count(*) as count
        from (select ${columns} from ${quoted(table)} order by ctid limit ${batch} offset ${copied}) page`),
    );
    const count = Number(page?.count ?? 0);
    if (count === 0) return copied;
    await to.execute(
      sql`${sql.raw(`insert into ${quoted(table)} (${columns}) overriding system value select ${values} from json_populate_recordset(null::${quoted(table)}, `)}${page?.rows}${sql.raw('::json)')}`,
    );
    copied += count;
    if (count < batch) return copied;
  }
}

/** Sequences carry on after the ids copied, so the next row does not take an existing id. */
async function advanceSequences(db: Executor): Promise<void> {
  const owned = await rowsOf<{ sequence: string; table: string; column: string }>(
    db,
    sql`select seq.relname as sequence, tab.relname as table, col.attname as column from pg_class seq
      join pg_depend dep on dep.objid = seq.oid and dep.classid = 'pg_class'::regclass
      join pg_class tab on tab.oid = dep.refobjid
      join pg_attribute col on col.attrelid = tab.oid and col.attnum = dep.refobjsubid
      where seq.relkind = 'S' and tab.relnamespace = 'public'::regnamespace`,
  );
  for (const { sequence, table, column } of owned)
    await db.execute(
      sql.raw(
        `select setval('${quoted(sequence).replaceAll("'", "''")}', coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
}

/** Every stored file under `root` with its key, skipping the content types' folder and partial writes. */
async function storedFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((key) => !key.startsWith(`${contentTypesFolder}/`));
}

async function copyUploads(root: string, storage: Storage): Promise<number> {
  const keys = await storedFiles(root);
  for (const key of keys) {
    const typeFile = join(root, contentTypesFolder, key);
    const contentType = existsSync(typeFile) ? (await readFile(typeFile, 'utf8')).trim() : 'application/octet-stream';
    await storage.put(key, await readFile(join(root, key)), contentType);
  }
  return keys.length;
}

/**
 * Copies the embedded database of `dataDir` (as of now: a running server dumps it) into the empty
 * PostgreSQL database at `url`, after migrating it, and checks every table's row count; with
 * `uploadsTo`, copies the local uploads there too.
 */
export async function moveToPostgres(
  { dataDir, url, uploadsTo }: { dataDir: string; url: string; uploadsTo?: Storage },
  say: Say = () => undefined,
): Promise<MoveReport> {
  const target = await openPostgres(url);
  const staging = await mkdtemp(join(tmpdir(), 'sudsy-move-'));
  try {
    const existing = await rowsOf(target.db, sql`select 1 from pg_tables where schemaname in ('public', 'drizzle')`);
    if (existing.length > 0) throw new Error('The PostgreSQL database is not empty: move into a new, empty database');
    const dump = join(staging, 'database.tar');
    await dumpDatabaseTo(dataDir, dump);
    const source = await openPglite({ loadDataDir: new Blob([await readFile(dump)]) });
    try {
      await runMigrations(source);
      await runMigrations(target);
      const tables = (await tablesInCopyOrder(source.db)).filter((table) => !notCopied.has(table));
      const later = await laterReferences(source.db, tables);
      const report: MoveReport = { tables: [], uploads: 0 };
      await target.db.transaction(async (tx) => {
        // Rows the migrations wrote (catalogues) come again with the copy.
        await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(', ')} cascade`));
        for (const table of tables) {
          const rows = await copyTable(source.db, tx, table, later.get(table) ?? []);
          const expected = await countOf(source.db, table);
          const written = await countOf(tx, table);
          if (rows !== expected || written !== expected)
            throw new Error(`${table}: ${expected} rows in the embedded database, ${written} written`);
          report.tables.push({ table, rows });
          say(`${table}: ${rows} rows`);
        }
        for (const [table, columns] of later) await fillLaterReferences(source.db, tx, table, columns);
        await advanceSequences(tx);
      });
      if (uploadsTo) {
        report.uploads = await copyUploads(join(dataDir, 'uploads'), uploadsTo);
        say(`uploads: ${report.uploads} files`);
      }
      return report;
    } finally {
      await source.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await target.close();
  }
}

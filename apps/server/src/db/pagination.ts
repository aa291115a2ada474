import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows after the cursor in a newest-first list ordered by (createdAt, id): older, or as old with a
 * smaller id. The cursor's own row is read in SQL, at the database's full precision (microseconds,
 * which a JavaScript Date would cut), so no row falls between two pages.
 */
export function afterCursor(table: PgTable, createdAt: PgColumn, id: PgColumn, cursor: string): SQL {
  return pastCursor(table, [createdAt], id, cursor, 'desc');
}

/**
 * Rows past the cursor in a list ordered by `order` then `id`, all ascending or all descending;
 * the cursor's row is read in SQL as above.
 */
export function pastCursor(
  table: PgTable,
  order: readonly PgColumn[],
  id: PgColumn,
  cursor: string,
  direction: 'asc' | 'desc',
): SQL {
  const key = [...order, id];
  const cursorKey = key.map((column) => sql.identifier(column.name));
  return sql`(${sql.join(key, sql`, `)}) ${direction === 'asc' ? sql`>` : sql`<`} (select ${sql.join(cursorKey, sql`, `)} from ${table} where ${sql.identifier(id.name)} = ${cursor})`;
}

/** An instant column in whole microseconds since 1970, exact (a JavaScript Date keeps milliseconds). */
export const microsecondsOf = (instant: SQLWrapper) =>
  sql<string>`(extract(epoch from ${instant}) * 1000000)::bigint::text`;

/** The place cursor (see placeCursorSchema) of a row at `microseconds` with this id. */
export const placeCursor = (microseconds: string, id: string): string => `${microseconds}_${id}`;

/** Rows after a place cursor in a list ordered by (`order`, id), the latest first. */
export function afterPlace(order: SQLWrapper, id: SQLWrapper, cursor: string): SQL {
  // The instant is digits only; the id after the first '_' may hold more.
  const split = cursor.indexOf('_');
  const microseconds = cursor.slice(0, split);
  const cursorId = cursor.slice(split + 1);
  return sql`(${order}, ${id}) < (timestamptz 'epoch' + ${microseconds}::bigint * interval '1 microsecond', ${cursorId})`;
}

/** A page of `size` from rows read with a limit of `size + 1`, and whether more follow. */
export function pageOf<Row>(rows: readonly Row[], size: number): { page: Row[]; more: boolean } {
  return { page: rows.slice(0, size), more: rows.length > size };
}

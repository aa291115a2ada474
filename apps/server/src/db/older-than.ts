import { lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The database's moment `days` days ago: what a retention compares a row's time with. */
export const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days})`;

/** Removes the rows of `table` whose `column` is more than `days` days old; answers how many. */
export async function deleteOlderThan(db: Db, table: PgTable, column: PgColumn, days: number): Promise<number> {
  const removed = await db
    .delete(table)
    .where(lt(column, daysAgo(days)))
    .returning({ removed: sql`1` });
  return removed.length;
}

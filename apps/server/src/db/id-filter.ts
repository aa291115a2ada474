import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { textArray } from './earth-distance';

/**
 * Which washers (or other rows) a statement reads, as a condition on the column holding their id:
 * a few named ones, or every id in a range, which a bulk read walks in index order instead of
 * looking each one up.
 */
export type IdFilter = (idColumn: SQLWrapper) => SQL;

export const idIn =
  (ids: readonly string[]): IdFilter =>
  (idColumn) =>
    sql`${idColumn} = any(${textArray(ids)})`;

/** Ids from `first` to `last`, both included, in the database's text order. */
export const idBetween =
  (first: string, last: string): IdFilter =>
  (idColumn) =>
    sql`${idColumn} between ${first} and ${last}`;

/**
 * Columns a feature adds to a query over washers: `joins` (left joins, each onto rows grouped by
 * washer and read only for the washers an IdFilter names) and the `columns` they give. One
 * statement then reads a washer's card with its rating or calendar, for a few washers or thousands.
 */
export type JoinedColumns = { columns: SQL; joins: SQL };

import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Holds a lock on `key` until the transaction `tx` ends, so transactions asking for the same key
 * take turns: a count checked before an insert (a cap) still holds when the row lands.
 */
export async function takeTurn(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

import type { Db } from '../db/client';
import { deleteOlderThan } from '../db/older-than';
import { session, verification } from './schema';

/**
 * Sessions and one-time tokens (email confirmation, password reset, email change) a day after they
 * expired: none of them signs anyone in or confirms anything any more (docs/operations.md, "Retention").
 */
export async function pruneExpiredAuthRecords(db: Db): Promise<number> {
  const sessions = await deleteOlderThan(db, session, session.expiresAt, 1);
  const tokens = await deleteOlderThan(db, verification, verification.expiresAt, 1);
  return sessions + tokens;
}

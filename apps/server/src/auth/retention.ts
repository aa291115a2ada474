import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { daysAgo } from '../db/days-ago';
import { session, verification } from './schema';

/**
 * Sessions and one-time tokens (email confirmation, password reset, email change) a day after they
 * expired: none of them signs anyone in or confirms anything any more (docs/operations.md, "Retention").
 */
export async function pruneExpiredAuthRecords(db: Db): Promise<number> {
  const sessions = await db
    .delete(session)
    .where(lt(session.expiresAt, daysAgo(1)))
    .returning({ id: session.id });
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, daysAgo(1)))
    .returning({ id: verification.id });
  return sessions.length + tokens.length;
}

import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DeviceSession } from '@sudsy/domain/account';
import { describeUserAgent } from '@sudsy/domain/user-agent';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { session as sessions } from '../../auth/schema';
import { notFound } from '../../http/app-error';

// Sessions live in the database (auth.ts: no cookie cache), so deleting a row ends that session on
// its very next request: this instance forgets the user after the write, and the database tells the
// other instances as it commits (docs/decisions/014).

/** The user's unexpired sessions, most recently active first, the asking one marked. */
export async function listDeviceSessions(
  db: Db,
  user: SessionUser,
  currentSessionId: string | null,
): Promise<DeviceSession[]> {
  const { id } = user;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Signs one of the user's own sessions out; another user's session is a 404. */
export async function signOutSession(db: Db, user: SessionUser, sessionId: string): Promise<void> {
  const { id } = user;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, id)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound();
}

/** Signs out every session of the user but the asking one; answers how many ended. */
export async function signOutOtherSessions(
  db: Db,
  user: SessionUser,
  currentSessionId: string | null,
): Promise<number> {
  const { id } = user;
  const others = currentSessionId
    ? and(eq(sessions.userId, id), ne(sessions.id, currentSessionId))
    : eq(sessions.userId, id);
  const deleted = await db.delete(sessions).where(others).returning({ id: sessions.id });
  return deleted.length;
}

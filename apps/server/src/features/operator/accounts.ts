import { asc, eq, ilike, sql } from 'drizzle-orm';
import { suspensionMessages, type OperatorAccount } from '@sudsy/domain/operator';
import { session, user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { cancelBookingsOfSuspended } from '../appointments';
import type { Operator } from './access';
import { recordOperatorAction } from './audit';
import { operators } from './schema';

const lookupLimit = 20;

const accounts = (db: Pick<Db, 'select'>) =>
  db
    .select({ account: user, operator: operators.userId })
    .from(user)
    .leftJoin(operators, eq(operators.userId, user.id));

/** The accounts whose email contains `email` (any case), the exact one first: what the console finds. */
export async function findAccounts(db: Db, email: string): Promise<OperatorAccount[]> {
  const needle = email.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await accounts(db)
    .where(ilike(user.email, `%${needle}%`))
    .orderBy(sql`${user.email} <> ${email.toLowerCase()}`, asc(user.email))
    .limit(lookupLimit);
  return rows.map(toOperatorAccount);
}

/** One account as the console shows it; 404 when there is none. */
export async function operatorAccountOf(db: Db, userId: string): Promise<OperatorAccount> {
  const [row] = await accounts(db).where(eq(user.id, userId));
  if (!row) throw notFound();
  return toOperatorAccount(row);
}

function toOperatorAccount({
  account,
  operator,
}: {
  account: typeof user.$inferSelect;
  operator: string | null;
}): OperatorAccount {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    operator: operator !== null,
    suspension:
      account.suspendedAt && account.suspensionReason !== null
        ? { at: account.suspendedAt.toISOString(), reason: account.suspensionReason }
        : null,
  };
}

const actorOf = (operator: Operator) => ({ name: operator.email, id: operator.id });

/**
 * Suspends an account (docs/product.md, "Operators"), in one transaction: it cannot sign in, its
 * sessions end on every instance (the database tells them), a washer leaves every search at once,
 * and every booking still scheduled is cancelled with its payment released and the other side told.
 */
export async function suspendAccount(
  db: Db,
  operator: Operator,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
    if (!account) throw notFound();
    if (account.suspendedAt) throw conflict(suspensionMessages.alreadySuspended, 'already_suspended');
    const [operatorRow] = await tx.select().from(operators).where(eq(operators.userId, userId));
    if (operatorRow) throw conflict(suspensionMessages.operator, 'operator_account');
    await tx.update(user).set({ suspendedAt: now, suspensionReason: reason }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    const cancelled = await cancelBookingsOfSuspended(tx, userId, now);
    await recordOperatorAction(tx, {
      actor: actorOf(operator),
      action: 'account.suspended',
      subject: `user:${userId}`,
      reason,
      before: { suspended: false, email: account.email },
      after: { suspended: true, cancelledBookings: cancelled },
    });
  });
}

/** Lifts a suspension: the account signs in and is found again; cancelled bookings stay cancelled. */
export async function reinstateAccount(db: Db, operator: Operator, userId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
    if (!account) throw notFound();
    if (!account.suspendedAt) throw conflict(suspensionMessages.notSuspended, 'not_suspended');
    await tx.update(user).set({ suspendedAt: null, suspensionReason: null }).where(eq(user.id, userId));
    await recordOperatorAction(tx, {
      actor: actorOf(operator),
      action: 'account.reinstated',
      subject: `user:${userId}`,
      reason,
      before: { suspended: true, since: account.suspendedAt.toISOString(), reason: account.suspensionReason },
      after: { suspended: false },
    });
  });
}

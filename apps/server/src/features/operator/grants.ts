import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operatorCliActor } from '@sudsy/domain/operator';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { recordOperatorAction } from './audit';
import { operators } from './schema';

const emailInput = z.object({ email: z.string().trim().toLowerCase().pipe(z.email('Give the email of an account.')) });

async function accountOf(db: Db, email: string) {
  const [account] = await db
    .select({ id: user.id, email: user.email, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.email, email));
  if (!account) throw new Error(`No account has the email ${email}: sign up with it first, then run this again.`);
  return account;
}

/**
 * `npm run admin:create -- EMAIL`: the account becomes an operator, in the log. Its console opens
 * once its two-factor authentication is on. Answers what the tool prints.
 */
export async function grantOperator(db: Db, input: unknown): Promise<string> {
  const { email } = emailInput.parse(input);
  const account = await accountOf(db, email);
  const granted = await db.transaction(async (tx) => {
    const [row] = await tx.insert(operators).values({ userId: account.id }).onConflictDoNothing().returning();
    if (row)
      await recordOperatorAction(tx, {
        actor: { name: operatorCliActor, id: null },
        action: 'operator.granted',
        subject: `user:${account.id}`,
        before: { operator: false },
        after: { operator: true, email: account.email },
      });
    return row !== undefined;
  });
  const state = granted ? 'is now an operator' : 'was already an operator';
  const twoFactor = account.twoFactorEnabled
    ? 'The console is at /operator.'
    : 'The console opens at /operator once two-factor authentication is on (Profile → Security).';
  return `${account.email} ${state}. ${twoFactor}`;
}

/** `npm run admin:revoke -- EMAIL`: the console closes to the account at its next request, in the log. */
export async function revokeOperator(db: Db, input: unknown): Promise<string> {
  const { email } = emailInput.parse(input);
  const account = await accountOf(db, email);
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx.delete(operators).where(eq(operators.userId, account.id)).returning();
    if (row)
      await recordOperatorAction(tx, {
        actor: { name: operatorCliActor, id: null },
        action: 'operator.revoked',
        subject: `user:${account.id}`,
        before: { operator: true, email: account.email },
        after: { operator: false },
      });
    return row !== undefined;
  });
  return revoked ? `${account.email} is no longer an operator.` : `${account.email} was not an operator.`;
}

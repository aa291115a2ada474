import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { operatorTexts } from '@sudsy/domain/operator';
import { user } from '../../auth/schema';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { GuardedEnv } from '../../http/guard';
import { operators } from './schema';

/** A signed-in operator with two-factor on: the only caller the console's services take. */
export type Operator = SessionUser & { operator: true };

/**
 * The console's gate, read fresh on every request (a revoked operator is out at once, on every
 * instance): 404 to anyone who is not an operator, signed out included, so the console's existence
 * is not revealed; 403 to an operator whose two-factor authentication is off.
 */
export function operatorsOnly(db: Db): MiddlewareHandler<GuardedEnv<Operator>> {
  return async (c, next) => {
    const caller = c.get('user');
    if (!caller) throw notFound();
    const [row] = await db
      .select({ twoFactorEnabled: user.twoFactorEnabled })
      .from(operators)
      .innerJoin(user, eq(user.id, operators.userId))
      .where(eq(operators.userId, caller.id));
    if (!row) throw notFound();
    if (!row.twoFactorEnabled) throw new AppError(403, 'two_factor_required', operatorTexts.twoFactorRequired);
    c.set('caller', { ...caller, operator: true });
    await next();
  };
}

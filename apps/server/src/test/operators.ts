import { eq } from 'drizzle-orm';
import { user } from '../auth/schema';
import { grantOperator } from '../features/operator';
import { signedIn, type SignedIn } from './accounts';
import { emailOf } from './bookings';
import type { TestApp } from './test-app';

/** A signed-in operator, granted as `npm run admin:create` does, with the two-factor the console requires. */
export async function signedInOperator(t: TestApp): Promise<SignedIn> {
  const operator = await signedIn(t, 'owner');
  await grantOperator(t.database.db, { email: await emailOf(t, operator) });
  await t.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, operator.id));
  return operator;
}

import { eq } from 'drizzle-orm';
import { localCardSchema, type LocalCardInput } from '@sudsy/domain/test-cards';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { invalidFields, notFound } from '../../http/app-error';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { readObject } from '../../platform/payments/local-store';
import { ownerPayers } from './accounts-schema';

export type LocalCardConfirmation = { clientSecret: string } & LocalCardInput;

/**
 * The local stand-in for Stripe.js's confirmCardSetup: the card form's numbers go to the local
 * provider, for a SetupIntent of the signed-in owner's own, named with its client secret as Stripe
 * asks. Anything but one of Stripe's test cards is refused field by field, and nothing is kept.
 */
export async function confirmLocalCard(
  db: Db,
  provider: LocalPaymentProvider,
  owner: Owner,
  setupIntentId: string,
  { clientSecret, ...card }: LocalCardConfirmation,
  now = new Date(),
): Promise<void> {
  const parsed = localCardSchema(now).safeParse(card);
  if (!parsed.success)
    throw invalidFields(
      Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      parsed.error.issues[0]?.message,
    );
  const [payer] = await db.select().from(ownerPayers).where(eq(ownerPayers.userId, owner.id));
  const intent = await db.transaction((tx) => readObject(tx, 'setup_intent', setupIntentId)).catch(() => null);
  if (!payer || intent?.customer !== payer.payerId || intent.client_secret !== clientSecret) throw notFound();
  await provider.confirmSetupIntent(setupIntentId, parsed.data);
}

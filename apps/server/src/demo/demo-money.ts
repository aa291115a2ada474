import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dataSeeds, ownerPayers, payoutAccounts, user, washerProfiles } from '../db/schema';
import type { LocalPaymentProvider } from '../platform/payments/local-provider';
import { demoEmail, demoEmailDomain, demoOwner } from './demo-accounts';

/** Added once per database, after the demo set: its own row, since it follows the provider's books. */
export const demoMoneySeedName = 'demo-money-v1';

/** The demo owner's card: Stripe's test Visa, as a developer would type it in the local card form. */
const demoCard = (now: Date) => ({
  number: '4242 4242 4242 4242',
  expiry: `12 / ${String((now.getUTCFullYear() + 5) % 100).padStart(2, '0')}`,
  cvc: '123',
});

/**
 * The demo's money on the local provider (docs/demo-data.md): the demo owner has a Visa ending in
 * 4242 and every demo washer takes payouts, so any of the demo's quotes can be booked and paid
 * as on a real instance. The provider's calls come first and are repeatable (idempotency keys, one
 * account per washer), so a start that stops half-way finishes on the next one.
 */
export async function loadDemoMoney(db: Db, provider: LocalPaymentProvider): Promise<void> {
  const [loaded] = await db.select().from(dataSeeds).where(eq(dataSeeds.name, demoMoneySeedName));
  if (loaded) return;
  const [owner] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, demoEmail(demoOwner.slug)));
  if (!owner) return;
  await saveDemoCard(db, provider, owner);
  const washers = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .innerJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(like(user.email, `%@${demoEmailDomain}`));
  const withAccounts = new Set(
    washers.length === 0
      ? []
      : (
          await db
            .select({ washerId: payoutAccounts.washerId })
            .from(payoutAccounts)
            .where(
              inArray(
                payoutAccounts.washerId,
                washers.map((washer) => washer.id),
              ),
            )
        ).map((row) => row.washerId),
  );
  for (const washer of washers.filter((washer) => !withAccounts.has(washer.id))) {
    const { id } = await provider.createConnectedAccount({
      userId: washer.id,
      email: washer.email,
      idempotencyKey: `account-${washer.id}`,
    });
    const status = await provider.completeOnboarding(id);
    await db.insert(payoutAccounts).values({
      washerId: washer.id,
      accountId: id,
      payoutsEnabled: status.payoutsEnabled,
      detailsSubmitted: status.detailsSubmitted,
    });
  }
  await db.insert(dataSeeds).values({ name: demoMoneySeedName }).onConflictDoNothing();
}

async function saveDemoCard(db: Db, provider: LocalPaymentProvider, owner: { id: string; email: string }) {
  const [payer] = await db.select().from(ownerPayers).where(eq(ownerPayers.userId, owner.id));
  if (payer && (await provider.listCards(payer.payerId)).length > 0) return;
  const payerId =
    payer?.payerId ??
    (await provider.createCustomer({ userId: owner.id, email: owner.email, idempotencyKey: `customer-${owner.id}` }))
      .id;
  if (!payer) await db.insert(ownerPayers).values({ userId: owner.id, payerId });
  const setup = await provider.createSetupIntent({ customerId: payerId, idempotencyKey: `demo-card-${owner.id}` });
  await provider.confirmSetupIntent(setup.id, demoCard(new Date()));
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { maxSavedCards, paymentMethodTexts, type CardSetup, type PaymentMethods } from '@sudsy/domain/payment-methods';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { PaymentProvider, SavedCard } from '../../platform/payments/payment-provider';
import { ownerPayers } from './accounts-schema';
import { providerOrRefuse } from './payments-off';

/** The payment side of the server: its provider, or null when payments are off (pay the washer directly). */
export type Payments = { provider: PaymentProvider | null; publishableKey: string | null };

const providerOf = (payments: Payments): PaymentProvider => providerOrRefuse(payments.provider);

async function payerOf(db: Db, owner: Owner) {
  const [row] = await db.select().from(ownerPayers).where(eq(ownerPayers.userId, owner.id));
  return row ?? null;
}

/** The card that pays: the one the owner chose, else (providers list the newest first) the first saved. */
function defaultCardOf(cards: readonly SavedCard[], chosenId: string | null | undefined): SavedCard | undefined {
  return cards.find((card) => card.id === chosenId) ?? cards.at(-1);
}

/**
 * The owner's paying card and their payer id at the provider, or null without a saved card: what
 * a hold or a charge for their job is made on.
 */
export async function payingCardOf(
  db: Db,
  provider: PaymentProvider,
  ownerId: string,
): Promise<{ payerId: string; card: SavedCard } | null> {
  const [payer] = await db.select().from(ownerPayers).where(eq(ownerPayers.userId, ownerId));
  if (!payer) return null;
  const card = defaultCardOf(await provider.listCards(payer.payerId), payer.defaultPaymentMethodId);
  return card ? { payerId: payer.payerId, card } : null;
}

/** GET /api/payment-methods: the owner's saved cards, the default first: the chosen one, else the first saved. */
export async function listPaymentMethods(db: Db, payments: Payments, owner: Owner): Promise<PaymentMethods> {
  const mode = payments.provider?.mode ?? 'off';
  const payer = payments.provider ? await payerOf(db, owner) : null;
  const cards = payer && payments.provider ? await payments.provider.listCards(payer.payerId) : [];
  const defaultId = defaultCardOf(cards, payer?.defaultPaymentMethodId)?.id;
  const listed = cards.map((card) => ({ ...card, isDefault: card.id === defaultId }));
  return {
    mode,
    publishableKey: mode === 'stripe' ? payments.publishableKey : null,
    cards: [...listed.filter((card) => card.isDefault), ...listed.filter((card) => !card.isDefault)],
  };
}

/**
 * POST /api/payment-methods/setup: the start of saving a card. The owner becomes a payer (Stripe's Customer) at
 * the provider the first time (one however often this races: the key is the user's id).
 */
export async function startCardSetup(db: Db, payments: Payments, owner: Owner): Promise<CardSetup> {
  const provider = providerOf(payments);
  let payer = await payerOf(db, owner);
  if (!payer) {
    const { id } = await provider.createCustomer({
      userId: owner.id,
      email: owner.email,
      idempotencyKey: `customer-${owner.id}`,
    });
    await db.insert(ownerPayers).values({ userId: owner.id, payerId: id }).onConflictDoNothing();
    payer = await payerOf(db, owner);
    if (!payer) throw new Error('owner payer insert left no row');
  } else if ((await provider.listCards(payer.payerId)).length >= maxSavedCards) {
    throw conflict(paymentMethodTexts.tooMany, 'limit_reached');
  }
  const setup = await provider.createSetupIntent({
    customerId: payer.payerId,
    idempotencyKey: `setup-${owner.id}-${randomUUID()}`,
  });
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
}

/** The owner's card by id; anyone else's, or one that is not there, is 404. */
async function ownCard(db: Db, provider: PaymentProvider, owner: Owner, cardId: string) {
  const payer = await payerOf(db, owner);
  const cards = payer ? await provider.listCards(payer.payerId) : [];
  if (!payer || !cards.some((card) => card.id === cardId)) throw notFound(paymentMethodTexts.notYourCard);
  return payer;
}

/** PUT /api/payment-methods/:id/default. */
export async function setDefaultCard(db: Db, payments: Payments, owner: Owner, cardId: string): Promise<void> {
  await ownCard(db, providerOf(payments), owner, cardId);
  await db.update(ownerPayers).set({ defaultPaymentMethodId: cardId }).where(eq(ownerPayers.userId, owner.id));
}

/** DELETE /api/payment-methods/:id: detached at the provider; the next card becomes the default. */
export async function removeCard(db: Db, payments: Payments, owner: Owner, cardId: string): Promise<void> {
  const provider = providerOf(payments);
  const payer = await ownCard(db, provider, owner, cardId);
  await provider.detachCard({ paymentMethodId: cardId, idempotencyKey: `detach-${cardId}` });
  if (payer.defaultPaymentMethodId === cardId)
    await db.update(ownerPayers).set({ defaultPaymentMethodId: null }).where(eq(ownerPayers.userId, owner.id));
}

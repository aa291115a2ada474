import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { maxSavedCards, paymentMethodTexts, type CardSetup, type PaymentMethods } from '@sudsy/domain/payment-methods';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { paymentCustomers } from './accounts-schema';

/** The payment side of the server: its provider, or null when payments are off (pay the washer directly). */
export type Payments = { provider: PaymentProvider | null; publishableKey: string | null };

const providerOf = (payments: Payments): PaymentProvider => {
  if (!payments.provider) throw conflict(paymentMethodTexts.paymentsOff, 'payments_off');
  return payments.provider;
};

async function customerOf(db: Db, owner: Owner) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, owner.id));
  return row ?? null;
}

/** GET /api/payment-methods: the owner's saved cards, the default first: the chosen one, else the first saved. */
export async function listPaymentMethods(db: Db, payments: Payments, owner: Owner): Promise<PaymentMethods> {
  const mode = payments.provider?.mode ?? 'off';
  const customer = payments.provider ? await customerOf(db, owner) : null;
  const cards = customer && payments.provider ? await payments.provider.listCards(customer.customerId) : [];
  // Providers list the newest first; until the owner chooses, the card they saved first pays.
  const defaultId = cards.some((card) => card.id === customer?.defaultPaymentMethodId)
    ? customer?.defaultPaymentMethodId
    : cards.at(-1)?.id;
  const listed = cards.map((card) => ({ ...card, isDefault: card.id === defaultId }));
  return {
    mode,
    publishableKey: mode === 'stripe' ? payments.publishableKey : null,
    cards: [...listed.filter((card) => card.isDefault), ...listed.filter((card) => !card.isDefault)],
  };
}

/**
 * POST /api/payment-methods/setup: the start of saving a card. The owner becomes a customer of
 * the provider the first time (one customer however often this races: the key is the user's id).
 */
export async function startCardSetup(db: Db, payments: Payments, owner: Owner): Promise<CardSetup> {
  const provider = providerOf(payments);
  let customer = await customerOf(db, owner);
  if (!customer) {
    const { id } = await provider.createCustomer({
      userId: owner.id,
      email: owner.email,
      idempotencyKey: `customer-${owner.id}`,
    });
    await db.insert(paymentCustomers).values({ userId: owner.id, customerId: id }).onConflictDoNothing();
    customer = await customerOf(db, owner);
    if (!customer) throw new Error('payment customer insert left no row');
  } else if ((await provider.listCards(customer.customerId)).length >= maxSavedCards) {
    throw conflict(paymentMethodTexts.tooMany, 'limit_reached');
  }
  const setup = await provider.createSetupIntent({
    customerId: customer.customerId,
    idempotencyKey: `setup-${owner.id}-${randomUUID()}`,
  });
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
}

/** The owner's card by id; anyone else's, or one that is not there, is 404. */
async function ownCard(db: Db, provider: PaymentProvider, owner: Owner, cardId: string) {
  const customer = await customerOf(db, owner);
  const cards = customer ? await provider.listCards(customer.customerId) : [];
  if (!customer || !cards.some((card) => card.id === cardId)) throw notFound(paymentMethodTexts.notYourCard);
  return customer;
}

/** PUT /api/payment-methods/:id/default. */
export async function setDefaultCard(db: Db, payments: Payments, owner: Owner, cardId: string): Promise<void> {
  await ownCard(db, providerOf(payments), owner, cardId);
  await db
    .update(paymentCustomers)
    .set({ defaultPaymentMethodId: cardId })
    .where(eq(paymentCustomers.userId, owner.id));
}

/** DELETE /api/payment-methods/:id: detached at the provider; the next card becomes the default. */
export async function removeCard(db: Db, payments: Payments, owner: Owner, cardId: string): Promise<void> {
  const provider = providerOf(payments);
  const customer = await ownCard(db, provider, owner, cardId);
  await provider.detachCard({ paymentMethodId: cardId, idempotencyKey: `detach-${cardId}` });
  if (customer.defaultPaymentMethodId === cardId)
    await db
      .update(paymentCustomers)
      .set({ defaultPaymentMethodId: null })
      .where(eq(paymentCustomers.userId, owner.id));
}

import { and, desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  cardBrand,
  lastFour,
  localCardSchema,
  parseExpiry,
  testCardOutcome,
  type LocalCardInput,
} from '@sudsy/domain/test-cards';
import type { Db } from '../../db/client';
import { recordLocalEvent } from './local-events';
import type { LocalPaymentMethod } from './local-objects';
import {
  insertObject,
  invalidRequest,
  newClientSecret,
  newId,
  readObject,
  saveObject,
  unixSeconds,
  type LocalTx,
} from './local-store';
import { localPaymentObjects } from './schema';

// Customers and their saved cards. What Stripe.js does in the browser, confirming a SetupIntent
// with the card typed in, happens here for the local provider alone, and only for test cards.

export async function createCustomer(tx: LocalTx, input: { userId: string; email: string }, now: Date) {
  const id = newId('customer');
  await insertObject(tx, {
    id,
    object: 'customer',
    email: input.email,
    metadata: { userId: input.userId },
    created: unixSeconds(now),
  });
  return { id };
}

export async function createSetupIntent(tx: LocalTx, customerId: string, now: Date) {
  await readObject(tx, 'customer', customerId);
  const id = newId('setup_intent');
  const clientSecret = newClientSecret(id);
  await insertObject(tx, {
    id,
    object: 'setup_intent',
    customer: customerId,
    status: 'requires_payment_method',
    client_secret: clientSecret,
    usage: 'off_session',
    payment_method: null,
    created: unixSeconds(now),
  });
  return { id, clientSecret };
}

/** Stripe.js's codes for a card form's refusals, by the field refused. */
const cardErrorCodes: Record<keyof LocalCardInput, string> = {
  number: 'incorrect_number',
  expiry: 'invalid_expiry_year',
  cvc: 'invalid_cvc',
  postalCode: 'incorrect_zip',
};

/**
 * Saves the card on the SetupIntent's customer: the local form's step that Stripe.js takes in
 * Stripe mode. Any number but Stripe's test cards is refused, and never kept: only its brand, last
 * four digits and what a charge on it does.
 */
export async function confirmSetupIntent(tx: LocalTx, setupIntentId: string, card: LocalCardInput, now: Date) {
  const parsed = localCardSchema(now).safeParse(card);
  const outcome = testCardOutcome(card.number);
  const expiry = parseExpiry(card.expiry);
  if (!parsed.success || outcome === null || expiry === null) {
    const issue = parsed.error?.issues[0];
    const field = (issue?.path[0] ?? 'number') as keyof LocalCardInput;
    throw new Stripe.errors.StripeCardError({
      type: 'card_error',
      code: cardErrorCodes[field],
      message: issue?.message ?? 'Your card number is incorrect.',
    });
  }
  const intent = await readObject(tx, 'setup_intent', setupIntentId);
  if (intent.status !== 'requires_payment_method')
    throw invalidRequest(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      'setup_intent_unexpected_state',
    );
  const method: LocalPaymentMethod = {
    id: newId('payment_method'),
    object: 'payment_method',
    type: 'card',
    customer: intent.customer,
    card: {
      brand: cardBrand(card.number),
      last4: lastFour(card.number),
      exp_month: expiry.month,
      exp_year: expiry.year,
      funding: 'credit',
      country: 'US',
    },
    created: unixSeconds(now),
    local_test_outcome: outcome,
  };
  await insertObject(tx, method);
  const succeeded = { ...intent, status: 'succeeded' as const, payment_method: method.id };
  await saveObject(tx, succeeded);
  await recordLocalEvent(tx, { type: 'setup_intent.succeeded', object: succeeded }, now);
  return { paymentMethodId: method.id };
}

/** The customer's cards, newest first. */
export async function cardsOf(db: Pick<Db, 'select'>, customerId: string): Promise<LocalPaymentMethod[]> {
  const rows = await db
    .select({ data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(
      and(
        eq(localPaymentObjects.type, 'payment_method'),
        sql`${localPaymentObjects.data}->>'customer' = ${customerId}`,
      ),
    )
    .orderBy(desc(localPaymentObjects.createdAt));
  return rows.map((row) => row.data as LocalPaymentMethod);
}

export async function detachCard(tx: LocalTx, paymentMethodId: string): Promise<void> {
  const method = await readObject(tx, 'payment_method', paymentMethodId);
  if (method.customer === null)
    throw invalidRequest(`The payment method you provided is not attached to a customer so detachment is impossible.`);
  await saveObject(tx, { ...method, customer: null });
}

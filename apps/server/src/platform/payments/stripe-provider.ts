import Stripe from 'stripe';
import type { ChargeInput, PaymentIntentView, PaymentProvider } from './payment-provider';
import { paymentIntentView, refundView, savedCard, standingRefunds, verifiedEvent } from './stripe-objects';

export type StripePaymentProvider = PaymentProvider & { readonly mode: 'stripe' };

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecrets: readonly string[];
  /** How requests reach Stripe; tests pass one that answers in Stripe's place. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
};

const currency = 'usd';

/**
 * Payments through Stripe: cards saved with SetupIntents, washers paid through Connect Express
 * accounts, each job's money held and later captured as a destination charge carrying the
 * platform's fee. Every write sends its idempotency key, and the SDK's retries reuse it.
 */
export function createStripeProvider({
  secretKey,
  webhookSecrets,
  httpClient,
}: StripeProviderOptions): StripePaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...(httpClient ? { httpClient } : {}) });

  /** A destination charge confirmed off-session on the owner's saved card. */
  const charge = (input: ChargeInput, captureMethod: 'manual' | 'automatic') =>
    offSession(() =>
      stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['card'],
          capture_method: captureMethod,
          confirm: true,
          off_session: true,
          application_fee_amount: input.applicationFeeCents,
          transfer_data: { destination: input.destinationAccountId },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );

  return {
    mode: 'stripe',

    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey });
      return { id: customer.id };
    },
    async createSetupIntent({ customerId, idempotencyKey }) {
      const intent = await stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async listCards(customerId) {
      const methods = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
      return methods.data.map(savedCard);
    },
    async detachCard({ paymentMethodId, idempotencyKey }) {
      await stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
    },

    async createConnectedAccount({ userId, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email,
          // Destination charges move the washer's share by transfer; nothing is charged on their account.
          capabilities: { transfers: { requested: true } },
          metadata: { userId },
        },
        { idempotencyKey },
      );
      return { id: account.id };
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async accountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return { payoutsEnabled: account.payouts_enabled ?? false, detailsSubmitted: account.details_submitted ?? false };
    },

    authorize: (input) => charge(input, 'manual'),
    async capture({ paymentIntentId, amountToCaptureCents, applicationFeeCents, idempotencyKey }) {
      const intent = await stripe.paymentIntents.capture(
        paymentIntentId,
        {
          ...(amountToCaptureCents === undefined ? {} : { amount_to_capture: amountToCaptureCents }),
          application_fee_amount: applicationFeeCents,
        },
        { idempotencyKey },
      );
      return paymentIntentView(intent);
    },
    async cancel({ paymentIntentId, idempotencyKey }) {
      return paymentIntentView(await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }));
    },
    chargeNow: (input) => charge(input, 'automatic'),
    async refund({ paymentIntentId, amountCents, refundApplicationFee, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          // The washer's transfer gives back its share; without it the platform would pay it all.
          reverse_transfer: true,
          refund_application_fee: refundApplicationFee,
        },
        { idempotencyKey },
      );
      return refundView(refund);
    },
    async retrievePaymentIntent(id) {
      return paymentIntentView(await stripe.paymentIntents.retrieve(id));
    },
    async refundsOf(paymentIntentId) {
      const newestFirst = await everyItem(stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }));
      return standingRefunds(newestFirst.reverse());
    },
    async tipIntentsOf(appointmentId) {
      // Search sees a PaymentIntent about a minute after it is made; the reconciliation reads older ones.
      const query = `metadata['appointmentId']:'${appointmentId}' AND metadata['kind']:'tip'`;
      return (await everyItem(stripe.paymentIntents.search({ query, limit: 100 }))).map(paymentIntentView);
    },

    verifyWebhook: (rawBody, signatureHeader) => verifiedEvent(rawBody, signatureHeader, webhookSecrets),
  };
}

/** Every item of a Stripe list or search: the SDK asks for each next page as the loop reaches it. */
async function everyItem<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/**
 * Stripe answers a declined off-session confirmation (or one that needs the owner to authenticate)
 * with a card error carrying the PaymentIntent; to the caller that is an answer, not a failure.
 */
async function offSession(create: () => Promise<Stripe.PaymentIntent>): Promise<PaymentIntentView> {
  try {
    return paymentIntentView(await create());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
      return paymentIntentView(error.payment_intent);
    throw error;
  }
}

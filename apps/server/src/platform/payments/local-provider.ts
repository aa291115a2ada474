import type { Logger } from 'pino';
import type { LocalCardInput } from '@sudsy/domain/test-cards';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AccountStatus, PaymentIntentView, PaymentProvider } from './payment-provider';
import * as accounts from './local-accounts';
import * as cards from './local-cards';
import * as charges from './local-charges';
import { createWebhookCourier, type WebhookDelivery } from './local-events';
import { idempotent, objectsWith, readObject, type LocalTx } from './local-store';
import { paymentIntentView, refundView, savedCard, standingRefunds, verifiedEvent } from './stripe-objects';

/**
 * The stand-in's extra doors: the steps that happen in the browser or at Stripe in Stripe mode
 * (typing a card, answering the bank's challenge, filling in onboarding, a payout day, a bank
 * returning a payout), and the delivery of its events.
 */
export type LocalPaymentProvider = PaymentProvider & {
  readonly mode: 'local';
  /** What its events are signed with; tests sign their own with it. */
  readonly webhookSecret: string;
  /** Stripe.js's confirmCardSetup: saves a test card on the SetupIntent's customer. */
  confirmSetupIntent(setupIntentId: string, card: LocalCardInput): Promise<{ paymentMethodId: string }>;
  /** The owner's answer to the bank's challenge on a payment that required authentication. */
  completeAuthentication(paymentIntentId: string, approve: boolean): Promise<PaymentIntentView>;
  /** The washer finishing onboarding: payouts enabled, and where the onboarding link returns to. */
  completeOnboarding(accountId: string): Promise<AccountStatus & { returnUrl: string | null }>;
  /** Pays the account's balance out; null when it is empty. */
  payOut(accountId: string): Promise<{ id: string; amountCents: number } | null>;
  /** The washer's bank returning a paid payout: its amount back in the account's balance. */
  failPayout(payoutId: string): Promise<{ id: string; amountCents: number }>;
  /** Where its events go: the app's webhook route, in-process. Sends what is waiting. */
  deliverEventsTo(delivery: WebhookDelivery): void;
  /** Resolves once no event delivery is under way. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export type LocalProviderOptions = {
  db: Db;
  config: Pick<Config, 'env' | 'publicUrl'>;
  webhookSecret: string;
  logger: Logger;
  now?: () => Date;
  retryDelaysMs?: readonly number[];
};

/**
 * A faithful stand-in for Stripe on a developer's machine (docs/payments.md): the same calls,
 * states, ids, test cards and signed events, its books kept in its own tables. It moves no money,
 * so it refuses to exist in production.
 */
export function createLocalProvider({
  db,
  config,
  webhookSecret,
  logger,
  now = () => new Date(),
  retryDelaysMs,
}: LocalProviderOptions): LocalPaymentProvider {
  if (config.env === 'production') throw new Error('The local payment provider is not for production.');
  const courier = createWebhookCourier({ db, secret: webhookSecret, logger, retryDelaysMs });

  /** One write, once per idempotency key; its events are sent once it commits. */
  async function write<T>(
    key: string,
    operation: string,
    input: unknown,
    work: (tx: LocalTx, at: Date) => Promise<T>,
  ): Promise<T> {
    const answer = await idempotent(db, key, { operation, input }, (tx) => work(tx, now()));
    courier.wake();
    return answer;
  }
  /** A step with no idempotency key (a stand-in for the browser or Stripe's own pages). */
  async function step<T>(work: (tx: LocalTx, at: Date) => Promise<T>): Promise<T> {
    const answer = await db.transaction((tx) => work(tx, now()));
    courier.wake();
    return answer;
  }

  return {
    mode: 'local',
    webhookSecret,

    createCustomer: ({ idempotencyKey, ...input }) =>
      write(idempotencyKey, 'createCustomer', input, (tx, at) => cards.createCustomer(tx, input, at)),
    createSetupIntent: ({ idempotencyKey, customerId }) =>
      write(idempotencyKey, 'createSetupIntent', customerId, (tx, at) => cards.createSetupIntent(tx, customerId, at)),
    listCards: async (customerId) => (await cards.cardsOf(db, customerId)).map(savedCard),
    detachCard: ({ idempotencyKey, paymentMethodId }) =>
      write(idempotencyKey, 'detachCard', paymentMethodId, (tx) => cards.detachCard(tx, paymentMethodId)),
    confirmSetupIntent: (setupIntentId, card) =>
      step((tx, at) => cards.confirmSetupIntent(tx, setupIntentId, card, at)),

    createConnectedAccount: ({ idempotencyKey, ...input }) =>
      write(idempotencyKey, 'createConnectedAccount', input, (tx, at) =>
        accounts.createConnectedAccount(tx, input, at),
      ),
    onboardingLink: (input) => step((tx) => accounts.onboardingLink(tx, input, config.publicUrl)),
    accountStatus: (accountId) => step(async (tx) => accounts.statusOf(await readObject(tx, 'account', accountId))),
    completeOnboarding: (accountId) =>
      step(async (tx, at) => {
        const account = await accounts.completeOnboarding(tx, accountId, at);
        return { ...accounts.statusOf(account), returnUrl: account.local_onboarding?.return_url ?? null };
      }),
    payOut: (accountId) =>
      step(async (tx, at) => {
        const payout = await accounts.payOut(tx, accountId, at);
        return payout && { id: payout.id, amountCents: payout.amount };
      }),
    failPayout: (payoutId) =>
      step(async (tx, at) => {
        const payout = await accounts.failPayout(tx, payoutId, at);
        return { id: payout.id, amountCents: payout.amount };
      }),

    authorize: ({ idempotencyKey, ...input }) =>
      write(idempotencyKey, 'authorize', input, async (tx, at) =>
        paymentIntentView(await charges.startCharge(tx, { idempotencyKey, ...input }, 'manual', at)),
      ),
    chargeNow: ({ idempotencyKey, ...input }) =>
      write(idempotencyKey, 'chargeNow', input, async (tx, at) =>
        paymentIntentView(await charges.startCharge(tx, { idempotencyKey, ...input }, 'automatic', at)),
      ),
    completeAuthentication: (paymentIntentId, approve) =>
      step(async (tx, at) => paymentIntentView(await charges.completeAuthentication(tx, paymentIntentId, approve, at))),
    capture: ({ idempotencyKey, ...input }) =>
      write(idempotencyKey, 'capture', input, async (tx, at) =>
        paymentIntentView(await charges.capture(tx, input, at)),
      ),
    cancel: ({ idempotencyKey, paymentIntentId }) =>
      write(idempotencyKey, 'cancel', paymentIntentId, async (tx, at) =>
        paymentIntentView(await charges.cancel(tx, paymentIntentId, at)),
      ),
    refund: ({ idempotencyKey, paymentIntentId, amountCents }) =>
      write(idempotencyKey, 'refund', { paymentIntentId, amountCents }, async (tx, at) =>
        refundView(await charges.refund(tx, { paymentIntentId, amountCents }, at)),
      ),
    retrievePaymentIntent: (id) => step(async (tx) => paymentIntentView(await readObject(tx, 'payment_intent', id))),
    refundsOf: async (paymentIntentId) =>
      standingRefunds(await objectsWith(db, 'refund', { payment_intent: paymentIntentId })),
    tipIntentsOf: async (appointmentId) =>
      (await objectsWith(db, 'payment_intent', { metadata: { appointmentId, kind: 'tip' } })).map(paymentIntentView),

    verifyWebhook: (rawBody, signatureHeader) => verifiedEvent(rawBody, signatureHeader, [webhookSecret]),
    deliverEventsTo: (delivery) => courier.deliverTo(delivery),
    settled: () => courier.settled(),
    close: () => courier.close(),
  };
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { openTestDatabase } from '../../test/test-db';
import { createLocalProvider, type LocalPaymentProvider } from './local-provider';
import type { LocalApplicationFee, LocalCharge, LocalTransfer } from './local-objects';
import { listObjects, objectsWith } from './local-store';
import { localPaymentEvents } from './schema';
import { stripeSignatureHeader } from './webhook-signature';

const logger = createLogger('silent');
const config = { env: 'test' as const, publicUrl: 'http://localhost:3000' };
const webhookSecret = 'whsec_local_test_secret';

let database: Database;
let payments: LocalPaymentProvider;
/** What reached the webhook, each checked by Stripe's SDK as the webhook route checks it. */
let received: { body: string; header: string; event: Stripe.Event }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  payments = createLocalProvider({ db: database.db, config, webhookSecret, logger });
  payments.deliverEventsTo(async (body, header) => {
    received.push({ body, header, event: Stripe.webhooks.constructEvent(body, header, webhookSecret) });
    return 200;
  });
});
afterAll(async () => {
  await payments.close();
  await database.close();
});
beforeEach(() => forgetSent());

/** Forgets what was sent so far, once its deliveries are done. */
async function forgetSent(): Promise<void> {
  await payments.settled();
  received = [];
}

const key = () => randomUUID();
const card = (number: string) => ({ number, expiry: '12 / 34', cvc: '123' });

/** The events sent since the test began, once every delivery is done. */
async function sent(): Promise<Stripe.Event[]> {
  await payments.settled();
  return received.map((delivery) => delivery.event);
}

async function ownerWithCard(number = '4242 4242 4242 4242') {
  const customer = await payments.createCustomer({
    userId: 'owner-1',
    email: 'ann@example.com',
    idempotencyKey: key(),
  });
  const setup = await payments.createSetupIntent({ customerId: customer.id, idempotencyKey: key() });
  const { paymentMethodId } = await payments.confirmSetupIntent(setup.id, card(number));
  return { customerId: customer.id, paymentMethodId };
}

async function onboardedWasher() {
  const account = await payments.createConnectedAccount({
    userId: 'washer-1',
    email: 'wes@example.com',
    idempotencyKey: key(),
  });
  await payments.completeOnboarding(account.id);
  return account.id;
}

/** A charge's input: an owner's saved test card, an onboarded washer, a fresh idempotency key. */
async function charge(number = '4242424242424242', amountCents = 10_000, applicationFeeCents = 1_000) {
  return {
    ...(await ownerWithCard(number)),
    amountCents,
    destinationAccountId: await onboardedWasher(),
    applicationFeeCents,
    idempotencyKey: key(),
    metadata: { appointmentId: 'appt-1' },
  };
}

describe('the local payment provider', () => {
  it('refuses to exist in production', () => {
    expect(() =>
      createLocalProvider({ db: database.db, config: { ...config, env: 'production' }, webhookSecret, logger }),
    ).toThrow('The local payment provider is not for production.');
  });

  it('saves a test card as Stripe does, and signs its event exactly as Stripe signs webhooks', async () => {
    const { customerId, paymentMethodId } = await ownerWithCard('5555 5555 5555 4444');
    expect(customerId).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(paymentMethodId).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(await payments.listCards(customerId)).toEqual([
      { id: paymentMethodId, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 },
    ]);

    await payments.settled();
    const [delivery] = received;
    expect(delivery?.event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      type: 'setup_intent.succeeded',
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: {
        object: { object: 'setup_intent', status: 'succeeded', customer: customerId, payment_method: paymentMethodId },
      },
    });
    expect(Object.keys(JSON.parse(delivery?.body ?? '{}') as object).sort()).toEqual(
      ['api_version', 'created', 'data', 'id', 'livemode', 'object', 'type'].sort(),
    );
    const timestamp = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(delivery?.header ?? '')?.[1]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(10);
    expect(delivery?.header).toBe(stripeSignatureHeader(delivery?.body ?? '', webhookSecret, timestamp));
    expect(delivery?.header).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: delivery?.body ?? '', secret: webhookSecret, timestamp }),
    );
  });

  it("refuses any number but Stripe's test cards, and keeps none", async () => {
    const customer = await payments.createCustomer({ userId: 'o', email: 'o@example.com', idempotencyKey: key() });
    const setup = await payments.createSetupIntent({ customerId: customer.id, idempotencyKey: key() });
    for (const number of ['4111 1111 1111 1111', '4242 4242 4242 4241', '5105105105105100'])
      await expect(payments.confirmSetupIntent(setup.id, card(number)), number).rejects.toBeInstanceOf(
        Stripe.errors.StripeCardError,
      );
    await expect(
      payments.confirmSetupIntent(setup.id, { ...card('4242424242424242'), expiry: '01 / 20' }),
    ).rejects.toThrow('This card has expired.');
    expect(await payments.listCards(customer.id)).toEqual([]);
    expect(await sent()).toEqual([]);
  });

  it('detaches a card', async () => {
    const { customerId, paymentMethodId } = await ownerWithCard();
    await payments.detachCard({ paymentMethodId, idempotencyKey: key() });
    expect(await payments.listCards(customerId)).toEqual([]);
  });

  it('onboards a washer: payouts enabled, account.updated on the connected account', async () => {
    const account = await payments.createConnectedAccount({
      userId: 'w',
      email: 'w@example.com',
      idempotencyKey: key(),
    });
    expect(account.id).toMatch(/^acct_/);
    const link = await payments.onboardingLink({
      accountId: account.id,
      returnUrl: 'http://localhost:3000/provider/payouts',
      refreshUrl: 'http://localhost:3000/provider/payouts?again=1',
    });
    expect(link).toBe(`http://localhost:3000/dev/payments/onboarding/${account.id}`);
    expect(await payments.accountStatus(account.id)).toEqual({ payoutsEnabled: false, detailsSubmitted: false });
    expect(await payments.completeOnboarding(account.id)).toEqual({
      payoutsEnabled: true,
      detailsSubmitted: true,
      returnUrl: 'http://localhost:3000/provider/payouts',
    });
    expect(await payments.accountStatus(account.id)).toEqual({ payoutsEnabled: true, detailsSubmitted: true });
    expect(await sent()).toMatchObject([
      { type: 'account.updated', account: account.id, data: { object: { id: account.id, payouts_enabled: true } } },
    ]);
  });

  it('refuses to charge towards a washer who has not finished onboarding', async () => {
    const input = await charge();
    const account = await payments.createConnectedAccount({
      userId: 'w',
      email: 'w@example.com',
      idempotencyKey: key(),
    });
    await expect(payments.authorize({ ...input, destinationAccountId: account.id })).rejects.toThrow(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers',
    );
  });

  it('holds, captures part with the fee, transfers to the washer and pays the washer out', async () => {
    const input = await charge('4242424242424242', 10_000, 1_000);
    await forgetSent();
    const held = await payments.authorize(input);
    expect(held).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'requires_capture',
      amountCents: 10_000,
      amountCapturedCents: 0,
      clientSecret: expect.stringMatching(new RegExp(`^${held.id}_secret_[A-Za-z0-9]+$`)),
    });
    expect(await payments.retrievePaymentIntent(held.id)).toEqual(held);

    const captured = await payments.capture({
      paymentIntentId: held.id,
      amountToCaptureCents: 8_000,
      applicationFeeCents: 800,
      idempotencyKey: key(),
    });
    expect(captured).toMatchObject({ status: 'succeeded', amountCents: 10_000, amountCapturedCents: 8_000 });

    const [transfer] = (await listObjects(database.db, 'transfer', 50)).filter(
      (t: LocalTransfer) => t.destination === input.destinationAccountId,
    );
    expect(transfer).toMatchObject({ id: expect.stringMatching(/^tr_/), amount: 8_000 });
    const [fee] = (await listObjects(database.db, 'application_fee', 50)).filter(
      (f: LocalApplicationFee) => f.account === input.destinationAccountId,
    );
    expect(fee).toMatchObject({ id: expect.stringMatching(/^fee_/), amount: 800 });

    const payout = await payments.payOut(input.destinationAccountId);
    expect(payout).toEqual({ id: expect.stringMatching(/^po_/), amountCents: 7_200 });
    expect(await payments.payOut(input.destinationAccountId)).toBeNull();

    expect(await sent()).toMatchObject([
      {
        type: 'payment_intent.amount_capturable_updated',
        data: { object: { id: held.id, amount_capturable: 10_000 } },
      },
      {
        type: 'payment_intent.succeeded',
        data: { object: { id: held.id, amount_received: 8_000, metadata: { appointmentId: 'appt-1' } } },
      },
      { type: 'payout.paid', account: input.destinationAccountId, data: { object: { id: payout?.id, amount: 7_200 } } },
    ]);
  });

  it('charges a tip at once, with no application fee', async () => {
    const input = await charge('4242424242424242', 1_500, 0);
    const tip = await payments.chargeNow(input);
    expect(tip).toMatchObject({ status: 'succeeded', amountCapturedCents: 1_500 });
    const fees = (await listObjects(database.db, 'application_fee', 100)).filter(
      (fee: LocalApplicationFee) => fee.account === input.destinationAccountId,
    );
    expect(fees).toEqual([]);
    expect((await payments.payOut(input.destinationAccountId))?.amountCents).toBe(1_500);
  });

  it('has a paid payout returned by the bank: failed, back in the balance, payout.failed on the account', async () => {
    const input = await charge('4242424242424242', 2_000, 0);
    await payments.chargeNow(input);
    const payout = await payments.payOut(input.destinationAccountId);
    await forgetSent();

    expect(await payments.failPayout(payout!.id)).toEqual({ id: payout!.id, amountCents: 2_000 });
    expect(await objectsWith(database.db, 'payout', { id: payout!.id })).toMatchObject([
      { status: 'failed', failure_code: 'account_closed' },
    ]);
    // Each delivery was taken in by Stripe's SDK with the webhook's secret, as payout.paid is.
    expect(await sent()).toMatchObject([
      {
        type: 'payout.failed',
        account: input.destinationAccountId,
        data: {
          object: {
            id: payout!.id,
            object: 'payout',
            amount: 2_000,
            currency: 'usd',
            status: 'failed',
            failure_code: 'account_closed',
            failure_message: 'The bank account has been closed.',
          },
        },
      },
    ]);

    // The money is back in the balance: paid out again in full.
    expect((await payments.payOut(input.destinationAccountId))?.amountCents).toBe(2_000);
    // Only a paid payout comes back, once; an id that is no payout is unknown.
    await expect(payments.failPayout(payout!.id)).rejects.toMatchObject({ code: 'payout_not_paid' });
    await expect(payments.failPayout(input.destinationAccountId)).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it.each([
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0002', 'generic_decline', 'Your card was declined.'],
  ])('declines a hold on %s with the bank’s reason', async (number, declineCode, declineMessage) => {
    const input = await charge(number);
    await forgetSent();
    const declined = await payments.authorize(input);
    expect(declined).toMatchObject({ status: 'requires_payment_method', declineCode, declineMessage });
    expect(await sent()).toMatchObject([
      {
        type: 'payment_intent.payment_failed',
        data: { object: { id: declined.id, last_payment_error: { code: 'card_declined', decline_code: declineCode } } },
      },
    ]);
  });

  it('asks for authentication on 4000 0027 6000 3184, and goes on once the owner approves', async () => {
    const input = await charge('4000002760003184');
    await forgetSent();
    const asked = await payments.authorize(input);
    expect(asked).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'authentication_required',
      declineMessage: 'Your card was declined. This transaction requires authentication.',
    });
    const refused = await payments.completeAuthentication(asked.id, false);
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'payment_intent_authentication_failure',
    });
    const approved = await payments.completeAuthentication(asked.id, true);
    expect(approved).toEqual({
      ...asked,
      status: 'requires_capture',
      declineCode: undefined,
      declineMessage: undefined,
    });
    await expect(payments.completeAuthentication(asked.id, true)).rejects.toThrow(/status of requires_capture/);
    expect((await sent()).map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.payment_failed',
      'payment_intent.amount_capturable_updated',
    ]);
  });

  it('cancels a hold, which then cannot be captured', async () => {
    const held = await payments.authorize(await charge());
    await forgetSent();
    expect((await payments.cancel({ paymentIntentId: held.id, idempotencyKey: key() })).status).toBe('canceled');
    const attempt = payments.capture({ paymentIntentId: held.id, applicationFeeCents: 0, idempotencyKey: key() });
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect((await sent()).map((event) => event.type)).toEqual(['payment_intent.canceled']);
  });

  it('refunds in parts: the transfer reversed by each part, the fee in proportion to all refunded so far', async () => {
    const input = await charge('4242424242424242', 1_000, 333);
    const paid = await payments.chargeNow(input);
    await forgetSent();
    const refunds = [];
    for (let part = 0; part < 3; part += 1)
      refunds.push(
        await payments.refund({
          paymentIntentId: paid.id,
          amountCents: 1,
          refundApplicationFee: true,
          idempotencyKey: key(),
        }),
      );
    expect(refunds).toEqual(
      [1, 1, 1].map((amountCents) => ({ id: expect.stringMatching(/^re_/), amountCents, status: 'succeeded' })),
    );
    const feeRefunds = (await listObjects(database.db, 'fee_refund', 100)).slice(0, 3).map((refund) => refund.amount);
    // One cent of 1 000 carries 0.333 of the fee: 0, then 1 (0.666 rounded), then 0 (0.999 is still 1).
    expect(feeRefunds.reverse()).toEqual([0, 1, 0]);
    await payments.refund({
      paymentIntentId: paid.id,
      amountCents: 997,
      refundApplicationFee: true,
      idempotencyKey: key(),
    });
    await expect(
      payments.refund({ paymentIntentId: paid.id, amountCents: 1, refundApplicationFee: true, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });

    const events = await sent();
    expect(events.map((event) => event.type)).toEqual(Array(4).fill('charge.refunded'));
    const last = events.at(-1)?.data.object as unknown as LocalCharge;
    expect(last).toMatchObject({ amount_refunded: 1_000, refunded: true });
    // Everything went back: the washer's balance is what it was before the charge.
    expect(await payments.payOut(input.destinationAccountId)).toBeNull();
  });

  it('lists the refunds of a payment, oldest first, and none of another', async () => {
    const input = await charge('4242424242424242', 1_000, 100);
    const paid = await payments.chargeNow(input);
    const other = await payments.chargeNow({ ...input, idempotencyKey: key() });
    const refundOf = (paymentIntentId: string, amountCents: number) =>
      payments.refund({ paymentIntentId, amountCents, refundApplicationFee: true, idempotencyKey: key() });
    const first = await refundOf(paid.id, 300);
    const second = await refundOf(paid.id, 200);
    const ofOther = await refundOf(other.id, 50);

    expect(await payments.refundsOf(paid.id)).toEqual([
      { id: first.id, amountCents: 300, status: 'succeeded' },
      { id: second.id, amountCents: 200, status: 'succeeded' },
    ]);
    expect(await payments.refundsOf(other.id)).toEqual([ofOther]);
    expect(await payments.refundsOf('pi_unknown')).toEqual([]);
  });

  it('finds the tips charged for an appointment, declined ones too, and no other charge', async () => {
    const appointmentId = randomUUID();
    const tipOf = async (number: string) =>
      payments.chargeNow({
        ...(await charge(number, 1_500, 0)),
        metadata: { appointmentId, kind: 'tip' },
      });
    const tip = await tipOf('4242424242424242');
    const declined = await tipOf('4000000000000002');
    expect(declined.status).toBe('requires_payment_method');
    await payments.authorize({ ...(await charge()), metadata: { appointmentId, kind: 'hold' } });
    await payments.chargeNow({ ...(await charge()), metadata: { appointmentId: randomUUID(), kind: 'tip' } });

    const found = await payments.tipIntentsOf(appointmentId);
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining([tip, declined]));
    expect(await payments.tipIntentsOf(randomUUID())).toEqual([]);
  });

  it('answers a repeated call with its first answer, once, and refuses the key with other input', async () => {
    const input = await charge();
    await forgetSent();
    const first = await payments.authorize(input);
    expect(await payments.authorize(input)).toEqual(first);
    const concurrent = await Promise.all([payments.authorize(input), payments.authorize(input)]);
    expect(concurrent).toEqual([first, first]);
    expect(await sent()).toHaveLength(1);
    await expect(payments.authorize({ ...input, amountCents: 9_999 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );

    const fresh = { ...input, idempotencyKey: key() };
    const [one, two] = await Promise.all([payments.authorize(fresh), payments.authorize(fresh)]);
    expect(two).toEqual(one);
    expect(one?.id).not.toBe(first.id);
  });
});

describe('the local provider’s event delivery', () => {
  // A database of its own: any courier on a database sends any event due there, as the instances
  // sharing one do, so the provider above would take these tests' events.
  let own: Database;
  beforeAll(async () => {
    own = await openTestDatabase();
  });
  afterAll(() => own.close());

  it('retries a webhook that fails, and gives up after the last retry, keeping what it answered', async () => {
    const retrying = createLocalProvider({ db: own.db, config, webhookSecret, logger, retryDelaysMs: [20, 20] });
    const answers = [500, 200];
    const attempts: string[] = [];
    retrying.deliverEventsTo(async (body) => {
      attempts.push((JSON.parse(body) as { id: string }).id);
      return answers.shift() ?? 503;
    });
    try {
      const flaky = await retrying.createConnectedAccount({
        userId: 'w',
        email: 'w@example.com',
        idempotencyKey: key(),
      });
      await retrying.completeOnboarding(flaky.id);
      await expect.poll(() => attempts.length).toBe(2);
      await retrying.settled();
      const [eventId] = attempts;
      const [delivered] = await own.db
        .select()
        .from(localPaymentEvents)
        .where(eq(localPaymentEvents.id, eventId ?? ''));
      expect(delivered).toMatchObject({ attempts: 2, lastStatus: 200, lastError: null, nextAttemptAt: null });
      expect(delivered?.deliveredAt).toBeInstanceOf(Date);

      await retrying.completeOnboarding(flaky.id);
      await expect.poll(() => attempts.length).toBe(5);
      await retrying.settled();
      const [failed] = await own.db
        .select()
        .from(localPaymentEvents)
        .where(eq(localPaymentEvents.id, attempts[2] ?? ''));
      expect(failed).toMatchObject({
        attempts: 3,
        lastStatus: 503,
        lastError: 'HTTP 503',
        nextAttemptAt: null,
        deliveredAt: null,
      });
    } finally {
      await retrying.close();
    }
  });

  it('sends the events a stopped process left once a webhook is given', async () => {
    const stopped = createLocalProvider({ db: own.db, config, webhookSecret, logger });
    const account = await stopped.createConnectedAccount({
      userId: 'w',
      email: 'w@example.com',
      idempotencyKey: key(),
    });
    await stopped.completeOnboarding(account.id);
    await stopped.close();

    const restarted = createLocalProvider({ db: own.db, config, webhookSecret, logger });
    const types: string[] = [];
    restarted.deliverEventsTo(async (body) => {
      const event = JSON.parse(body) as { type: string; account?: string };
      if (event.account === account.id) types.push(event.type);
      return 200;
    });
    try {
      await restarted.settled();
      expect(types).toEqual(['account.updated']);
    } finally {
      await restarted.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../db/schema';
import type { ProviderEvent } from '../../platform/payments/payment-provider';
import { paymentEventBody, postPaymentWebhook, signatureFor } from '../../test/payment-webhooks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invalidSignatureMessage } from './webhook-service';

let t: TestApp;
/** The events the registered handler was given, in order. */
const handled: ProviderEvent[] = [];
let failNext = false;

beforeAll(async () => {
  t = await createTestApp();
  t.paymentEvents.on('payment_intent.succeeded', async (event, tx) => {
    if (failNext) {
      failNext = false;
      throw new Error('the handler failed');
    }
    // Written in the transaction that records the event id.
    await tx.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
    handled.push(event);
  });
});
afterAll(() => t.close());

const idOf = (body: string) => (JSON.parse(body) as { id: string }).id;
const recorded = async (id: string) =>
  (await t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id))).length;

async function expectRefused(response: Response, body: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: 'invalid_signature', message: invalidSignatureMessage } });
  expect(await recorded(idOf(body))).toBe(0);
}

describe('the payment webhook', () => {
  it('takes in a signed event once, handing it to the handlers of its type', async () => {
    const body = paymentEventBody('payment_intent.succeeded', {
      id: 'pi_once',
      object: 'payment_intent',
      metadata: { appointmentId: 'appt-1' },
    });
    const before = handled.length;
    const response = await postPaymentWebhook(t, body, signatureFor(t, body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(handled.slice(before)).toEqual([
      {
        id: idOf(body),
        type: 'payment_intent.succeeded',
        created: expect.any(Number),
        account: null,
        object: { id: 'pi_once', object: 'payment_intent', metadata: { appointmentId: 'appt-1' } },
      },
    ]);
    expect(await recorded(idOf(body))).toBe(1);

    // Stripe sends an event again until it is acknowledged: the copy is acknowledged, not handled.
    const again = await postPaymentWebhook(t, body, signatureFor(t, body));
    expect(again.status).toBe(200);
    expect(handled.length).toBe(before + 1);
  });

  it('records an event of a type nobody handles, and answers it', async () => {
    const body = paymentEventBody('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await postPaymentWebhook(t, body, signatureFor(t, body))).status).toBe(200);
    expect(await recorded(idOf(body))).toBe(1);
  });

  it('refuses a tampered body, a wrong secret, a stale signature and a missing one, changing nothing', async () => {
    const body = paymentEventBody();
    const signature = signatureFor(t, body);
    const before = handled.length;
    await expectRefused(await postPaymentWebhook(t, body.replace('pi_test', 'pi_evil'), signature), body);
    await expectRefused(await postPaymentWebhook(t, body, signatureFor(t, body, { secret: 'whsec_other' })), body);
    // Stripe's tolerance is five minutes: a replay captured six minutes ago is refused.
    const stale = new Date(Date.now() - 6 * 60_000);
    await expectRefused(await postPaymentWebhook(t, body, signatureFor(t, body, { at: stale })), body);
    await expectRefused(await postPaymentWebhook(t, body, null), body);
    await expectRefused(await postPaymentWebhook(t, body, 'garbage'), body);
    expect(handled.length).toBe(before);
    expect((await postPaymentWebhook(t, body, signature)).status).toBe(200);
  });

  it('keeps no trace of an event whose handler failed, so the resent one is handled', async () => {
    const body = paymentEventBody();
    failNext = true;
    expect((await postPaymentWebhook(t, body, signatureFor(t, body))).status).toBe(500);
    expect(await recorded(idOf(body))).toBe(0);
    const before = handled.length;
    expect((await postPaymentWebhook(t, body, signatureFor(t, body))).status).toBe(200);
    expect(handled.slice(before).map((event) => event.id)).toEqual([idOf(body)]);
  });

  it("takes in the local provider's own events through the same route and check", async () => {
    const payments = t.payments;
    if (payments?.mode !== 'local') throw new Error('the test app runs the local provider');
    const seen: ProviderEvent[] = [];
    t.paymentEvents.on('setup_intent.succeeded', async (event) => void seen.push(event));
    const customer = await payments.createCustomer({
      userId: 'u',
      email: 'u@example.com',
      idempotencyKey: 'webhook-c',
    });
    const setup = await payments.createSetupIntent({ customerId: customer.id, idempotencyKey: 'webhook-s' });
    await payments.confirmSetupIntent(setup.id, { number: '4242424242424242', expiry: '12 / 34', cvc: '123' });
    await payments.settled();
    expect(seen).toMatchObject([{ type: 'setup_intent.succeeded', object: { id: setup.id, status: 'succeeded' } }]);
    expect(await recorded(seen[0]?.id ?? '')).toBe(1);
  });
});

describe('the payment webhook in Stripe mode', () => {
  it("checks the signature with the platform's or the Connect endpoint's secret, and no other", async () => {
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_webhook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_webhook',
      STRIPE_WEBHOOK_SECRET: 'whsec_platform,whsec_connect',
    });
    try {
      for (const secret of ['whsec_platform', 'whsec_connect']) {
        const body = paymentEventBody('account.updated', { id: 'acct_1', object: 'account' });
        expect((await postPaymentWebhook(stripe, body, signatureFor(stripe, body, { secret }))).status, secret).toBe(
          200,
        );
      }
      const body = paymentEventBody();
      const localSecret = t.config.payments.mode === 'local' ? t.config.payments.webhookSecret : '';
      const response = await postPaymentWebhook(stripe, body, signatureFor(stripe, body, { secret: localSecret }));
      expect(response.status).toBe(400);
    } finally {
      await stripe.close();
    }
  });
});

describe('the payment webhook with payments off', () => {
  it('does not exist', async () => {
    const off = await createTestApp({ PAYMENTS: 'off' });
    try {
      const body = paymentEventBody();
      expect((await postPaymentWebhook(off, body, signatureFor(t, body))).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

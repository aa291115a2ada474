import type { HttpBindings } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import type { LocalBooks } from './books';

let t: TestApp;
let payments: LocalPaymentProvider;
let washerAccount: string;
let paymentIntent: string;
const ownerEmail = '<b>ann</b>@example.com';

beforeAll(async () => {
  t = await createTestApp();
  if (t.payments?.mode !== 'local') throw new Error('the test app runs the local provider');
  payments = t.payments;
  const customer = await payments.createCustomer({ userId: 'owner-1', email: ownerEmail, idempotencyKey: 'dev-c' });
  const setup = await payments.createSetupIntent({ customerId: customer.id, idempotencyKey: 'dev-s' });
  const { paymentMethodId } = await payments.confirmSetupIntent(setup.id, {
    number: '4242 4242 4242 4242',
    expiry: '08 / 31',
    cvc: '123',
  });
  washerAccount = (
    await payments.createConnectedAccount({ userId: 'washer-1', email: 'wes@example.com', idempotencyKey: 'dev-a' })
  ).id;
  await payments.onboardingLink({
    accountId: washerAccount,
    returnUrl: `${testOrigin}/provider/payouts`,
    refreshUrl: `${testOrigin}/provider/payouts?again=1`,
  });
  await completeOnboardingThroughThePage();
  const held = await payments.authorize({
    customerId: customer.id,
    paymentMethodId,
    amountCents: 9_000,
    destinationAccountId: washerAccount,
    applicationFeeCents: 900,
    idempotencyKey: 'dev-hold',
    metadata: { appointmentId: 'appt-9' },
  });
  paymentIntent = held.id;
  await payments.capture({ paymentIntentId: held.id, applicationFeeCents: 900, idempotencyKey: 'dev-capture' });
  await payments.refund({
    paymentIntentId: held.id,
    amountCents: 3_000,
    refundApplicationFee: true,
    idempotencyKey: 'dev-refund',
  });
  await payments.settled();
});
afterAll(() => t.close());

/** The washer's visit to the onboarding link: the stand-in page, its button, back to the product. */
async function completeOnboardingThroughThePage(): Promise<void> {
  const page = await t.app.request(`/dev/payments/onboarding/${washerAccount}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Finish onboarding');
  const finished = await t.app.request(`/dev/payments/onboarding/${washerAccount}`, {
    method: 'POST',
    headers: { origin: testOrigin },
  });
  expect(finished.status).toBe(303);
  expect(finished.headers.get('location')).toBe(`${testOrigin}/provider/payouts`);
}

async function books(): Promise<LocalBooks> {
  const response = await t.app.request('/api/dev/payments');
  expect(response.status).toBe(200);
  return (await response.json()) as LocalBooks;
}

describe('dev payments', () => {
  it("lists the local provider's cards, payments, transfers, fees, refunds and events as JSON", async () => {
    const { customers, accounts, paymentIntents, transfers, applicationFees, refunds, events } = await books();
    expect(customers).toEqual([
      {
        id: expect.stringMatching(/^cus_/),
        email: ownerEmail,
        userId: 'owner-1',
        cards: [
          {
            id: expect.stringMatching(/^pm_/),
            brand: 'visa',
            last4: '4242',
            expMonth: 8,
            expYear: 2031,
            outcome: 'succeeds',
          },
        ],
      },
    ]);
    expect(accounts).toEqual([
      {
        id: washerAccount,
        email: 'wes@example.com',
        userId: 'washer-1',
        detailsSubmitted: true,
        payoutsEnabled: true,
        // 9 000 captured less the 900 fee, less the refund's 3 000 plus its 300 of the fee.
        balanceCents: 5_400,
      },
    ]);
    expect(paymentIntents).toEqual([
      expect.objectContaining({
        id: paymentIntent,
        status: 'succeeded',
        amountCents: 9_000,
        amountReceivedCents: 9_000,
        applicationFeeCents: 900,
        destination: washerAccount,
        declineCode: null,
        metadata: { appointmentId: 'appt-9' },
      }),
    ]);
    expect(transfers).toMatchObject([{ amountCents: 9_000, amountReversedCents: 3_000, destination: washerAccount }]);
    expect(applicationFees).toMatchObject([{ amountCents: 900, amountRefundedCents: 300, account: washerAccount }]);
    expect(refunds).toMatchObject([
      { amountCents: 3_000, paymentIntent, transferReversalCents: 3_000, feeRefundCents: 300 },
    ]);
    expect(events.map((event) => [event.type, event.delivery]).reverse()).toEqual([
      ['setup_intent.succeeded', 'delivered'],
      ['account.updated', 'delivered'],
      ['payment_intent.amount_capturable_updated', 'delivered'],
      ['payment_intent.succeeded', 'delivered'],
      ['charge.refunded', 'delivered'],
    ]);
  });

  it('pays a washer out from the page', async () => {
    const paid = await t.app.request(`/dev/payments/payouts/${washerAccount}`, {
      method: 'POST',
      headers: { origin: testOrigin },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/dev/payments');
    await payments.settled();
    const { payouts, accounts, events } = await books();
    expect(payouts).toMatchObject([{ id: expect.stringMatching(/^po_/), amountCents: 5_400, account: washerAccount }]);
    expect(accounts[0]?.balanceCents).toBe(0);
    expect(events[0]).toMatchObject({ type: 'payout.paid', delivery: 'delivered' });
  });

  it("returns a paid payout from the page, as the washer's bank would", async () => {
    const [payout] = (await books()).payouts;
    const returnPath = `/dev/payments/payouts/${payout!.id}/return`;
    const page = await (await t.app.request('/dev/payments')).text();
    expect(page).toContain(`<form method="post" action="${returnPath}"><button type="submit">Return payout</button>`);

    const returned = await t.app.request(returnPath, { method: 'POST', headers: { origin: testOrigin } });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe('/dev/payments');
    await payments.settled();
    const { payouts, accounts, events } = await books();
    expect(payouts).toMatchObject([
      { id: payout!.id, amountCents: 5_400, status: 'failed', failureCode: 'account_closed' },
    ]);
    expect(accounts[0]?.balanceCents).toBe(5_400);
    expect(events[0]).toMatchObject({ type: 'payout.failed', delivery: 'delivered' });

    // Returned once: the page no longer offers it, and a second post is refused.
    const after = await (await t.app.request('/dev/payments')).text();
    expect(after).not.toContain('Return payout');
    expect(after).toContain('account_closed');
    const again = await t.app.request(returnPath, { method: 'POST', headers: { origin: testOrigin } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'payout_not_paid' } });
  });

  it('shows the books as a page, everything escaped', async () => {
    const response = await t.app.request('/dev/payments');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const heading of [
      'Customers and their cards',
      'Payments',
      'Transfers',
      'Application fees',
      'Refunds',
      'Payouts',
      'Webhook events',
    ])
      expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain(paymentIntent);
    expect(html).toContain('$90.00');
    expect(html).toContain('&lt;b&gt;ann&lt;/b&gt;@example.com');
    expect(html).not.toContain('<b>ann</b>');
  });

  it('answers 404 for an account it does not have, and 403 to a form posted from another site', async () => {
    expect((await t.app.request('/dev/payments/onboarding/acct_missing')).status).toBe(404);
    const missing = await t.app.request('/dev/payments/payouts/acct_missing', {
      method: 'POST',
      headers: { origin: testOrigin },
    });
    expect(missing.status).toBe(404);
    const foreign = await t.app.request(`/dev/payments/payouts/${washerAccount}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const unknownPayout = await t.app.request('/dev/payments/payouts/po_missing/return', {
      method: 'POST',
      headers: { origin: testOrigin },
    });
    expect(unknownPayout.status).toBe(404);
    const [payout] = (await books()).payouts;
    const foreignReturn = await t.app.request(`/dev/payments/payouts/${payout!.id}/return`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignReturn.status).toBe(403);
  });
});

describe('dev payments from another machine', () => {
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } }) as unknown as HttpBindings;
  const paths = ['/api/dev/payments', '/dev/payments', () => `/dev/payments/onboarding/${washerAccount}`];

  it('answers 404 to a peer that is not this machine, and to a request a proxy relayed', async () => {
    for (const path of paths.map((path) => (typeof path === 'string' ? path : path()))) {
      expect((await t.app.request(path, {}, from('203.0.113.7'))).status, path).toBe(404);
      const relayed = await t.app.request(path, { headers: { 'x-forwarded-for': '203.0.113.7' } }, from('127.0.0.1'));
      expect(relayed.status, path).toBe(404);
      expect((await t.app.request(path, {}, from('::1'))).status, path).toBe(200);
    }
    const payout = await t.app.request(
      `/dev/payments/payouts/${washerAccount}`,
      { method: 'POST', headers: { origin: testOrigin } },
      from('192.168.1.20'),
    );
    expect(payout.status).toBe(404);
    const [paidOut] = (await books()).payouts;
    const returned = await t.app.request(
      `/dev/payments/payouts/${paidOut!.id}/return`,
      { method: 'POST', headers: { origin: testOrigin } },
      from('192.168.1.20'),
    );
    expect(returned.status).toBe(404);
  });
});

describe('dev payments without the local provider', () => {
  it.each([
    [
      'Stripe',
      { STRIPE_SECRET_KEY: 'sk_test_dev', STRIPE_PUBLISHABLE_KEY: 'pk_test_dev', STRIPE_WEBHOOK_SECRET: 'whsec_dev' },
    ],
    ['payments off', { PAYMENTS: 'off' }],
  ])('do not exist with %s, though the dev mailbox does, even with a web build to fall back to', async (_mode, env) => {
    const dist = mkdtempSync(join(tmpdir(), 'sudsy-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sudsy</title>');
    const other = await createTestApp({ ...env, WEB_DIST_DIR: dist });
    try {
      for (const path of ['/api/dev/payments', '/dev/payments', '/dev/payments/onboarding/acct_1'])
        expect((await other.app.request(path)).status, path).toBe(404);
      expect((await other.app.request('/dev/mailbox')).status).toBe(200);
      expect((await other.app.request('/customer/dashboard')).status).toBe(200);
    } finally {
      await other.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('do not exist on an instance others reach, though the local provider runs there', async () => {
    const staging = await createTestApp({ PUBLIC_URL: 'https://staging.sudsy.example.com' });
    try {
      expect(staging.payments?.mode).toBe('local');
      for (const path of ['/api/dev/payments', '/dev/payments'])
        expect((await staging.app.request(path)).status, path).toBe(404);
    } finally {
      await staging.close();
    }
  });
});

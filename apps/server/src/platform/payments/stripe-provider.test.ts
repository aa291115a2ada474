import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider';

// Stripe cannot be reached from here: the SDK runs as in production but sends its requests to a
// fetch that records them and answers as Stripe's API does, so each call is checked on the wire
// (method, path, form fields, Idempotency-Key) and each answer read by the real SDK.

type Sent = { method: string; path: string; params: URLSearchParams; headers: Headers };
type Answer = { status?: number; body: unknown };

function fakeStripeApi(answer: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  const fetchFn = async (url: string | URL | Request, init?: RequestInit) => {
    const target = new URL(String(url));
    const body = typeof init?.body === 'string' ? init.body : target.search.slice(1);
    const request = {
      method: init?.method ?? 'GET',
      path: target.pathname,
      params: new URLSearchParams(body),
      headers: new Headers(init?.headers),
    };
    sent.push(request);
    const { status = 200, body: answerBody } = answer(request);
    return new Response(JSON.stringify(answerBody), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${sent.length}` },
    });
  };
  const provider = createStripeProvider({
    secretKey: 'sk_test_provider',
    webhookSecrets: ['whsec_platform', 'whsec_connect'],
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return { provider, sent };
}

/** A PaymentIntent as Stripe's API returns it (the fields that matter here, and a few that do not). */
function paymentIntent(fields: Record<string, unknown> = {}) {
  return {
    id: 'pi_3Q0abc',
    object: 'payment_intent',
    amount: 8500,
    amount_capturable: 8500,
    amount_received: 0,
    application_fee_amount: 850,
    capture_method: 'manual',
    client_secret: 'pi_3Q0abc_secret_xyz',
    confirmation_method: 'automatic',
    created: 1_796_570_000,
    currency: 'usd',
    customer: 'cus_owner',
    last_payment_error: null,
    latest_charge: 'ch_3Q0abc',
    livemode: false,
    metadata: { appointmentId: 'appt-1' },
    next_action: null,
    payment_method: 'pm_visa',
    payment_method_types: ['card'],
    status: 'requires_capture',
    transfer_data: { destination: 'acct_washer' },
    ...fields,
  };
}

const hold = {
  customerId: 'cus_owner',
  paymentMethodId: 'pm_visa',
  amountCents: 8500,
  destinationAccountId: 'acct_washer',
  applicationFeeCents: 850,
  idempotencyKey: 'hold-appt-1',
  metadata: { appointmentId: 'appt-1' },
};

const only = (sent: Sent[]): Sent => {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
};

describe('the Stripe provider', () => {
  it('holds an amount as an off-session destination charge with manual capture and the platform fee', async () => {
    const { provider, sent } = fakeStripeApi(() => ({ body: paymentIntent() }));
    expect(await provider.authorize(hold)).toEqual({
      id: 'pi_3Q0abc',
      status: 'requires_capture',
      amountCents: 8500,
      amountCapturedCents: 0,
      clientSecret: 'pi_3Q0abc_secret_xyz',
    });
    const request = only(sent);
    expect([request.method, request.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(Object.fromEntries(request.params)).toEqual({
      amount: '8500',
      currency: 'usd',
      customer: 'cus_owner',
      payment_method: 'pm_visa',
      'allowed_payment_method_types[0]': 'card',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      application_fee_amount: '850',
      'transfer_data[destination]': 'acct_washer',
      'metadata[appointmentId]': 'appt-1',
    });
    expect(request.headers.get('idempotency-key')).toBe('hold-appt-1');
    expect(request.headers.get('authorization')).toBe('Bearer sk_test_provider');
  });

  it.each([
    [
      'insufficient funds',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
      'insufficient_funds',
    ],
    [
      'a card that needs its owner to authenticate',
      'authentication_required',
      'authentication_required',
      'Your card was declined. This transaction requires authentication.',
      'authentication_required',
    ],
  ])(
    'answers a declined hold (%s) with the PaymentIntent and the bank’s reason',
    async (_case, code, declineCode, message, expected) => {
      const lastPaymentError = { type: 'card_error', code, decline_code: declineCode, message };
      const declined = paymentIntent({
        status: 'requires_payment_method',
        amount_capturable: 0,
        last_payment_error: lastPaymentError,
      });
      const { provider } = fakeStripeApi(() => ({
        status: 402,
        body: { error: { ...lastPaymentError, charge: 'ch_declined', payment_intent: declined } },
      }));
      expect(await provider.authorize(hold)).toEqual({
        id: 'pi_3Q0abc',
        status: 'requires_payment_method',
        amountCents: 8500,
        amountCapturedCents: 0,
        clientSecret: 'pi_3Q0abc_secret_xyz',
        declineMessage: message,
        declineCode: expected,
      });
    },
  );

  it('charges a tip at once: automatic capture, the same destination and idempotency', async () => {
    const { provider, sent } = fakeStripeApi(() => ({
      body: paymentIntent({ amount: 1500, amount_received: 1500, amount_capturable: 0, status: 'succeeded' }),
    }));
    const view = await provider.chargeNow({
      ...hold,
      amountCents: 1500,
      applicationFeeCents: 0,
      idempotencyKey: 'tip-1',
    });
    expect(view).toMatchObject({ status: 'succeeded', amountCents: 1500, amountCapturedCents: 1500 });
    const request = only(sent);
    expect(request.params.get('capture_method')).toBe('automatic');
    expect(request.params.get('application_fee_amount')).toBe('0');
    expect(request.params.get('transfer_data[destination]')).toBe('acct_washer');
    expect(request.headers.get('idempotency-key')).toBe('tip-1');
  });

  it('captures part of a hold with its fee, and cancels a hold', async () => {
    const { provider, sent } = fakeStripeApi(({ path }) => ({
      body: path.endsWith('/capture')
        ? paymentIntent({ status: 'succeeded', amount_received: 6000, amount_capturable: 0 })
        : paymentIntent({ status: 'canceled', amount_capturable: 0 }),
    }));
    const captured = await provider.capture({
      paymentIntentId: 'pi_3Q0abc',
      amountToCaptureCents: 6000,
      applicationFeeCents: 600,
      idempotencyKey: 'capture-appt-1',
    });
    expect(captured).toMatchObject({ status: 'succeeded', amountCapturedCents: 6000 });
    expect((await provider.cancel({ paymentIntentId: 'pi_3Q0abc', idempotencyKey: 'cancel-appt-1' })).status).toBe(
      'canceled',
    );
    const [capture, cancel] = sent;
    expect([capture?.method, capture?.path]).toEqual(['POST', '/v1/payment_intents/pi_3Q0abc/capture']);
    expect(Object.fromEntries(capture?.params ?? [])).toEqual({
      amount_to_capture: '6000',
      application_fee_amount: '600',
    });
    expect(capture?.headers.get('idempotency-key')).toBe('capture-appt-1');
    expect([cancel?.method, cancel?.path]).toEqual(['POST', '/v1/payment_intents/pi_3Q0abc/cancel']);
    expect(cancel?.headers.get('idempotency-key')).toBe('cancel-appt-1');
  });

  it('captures the whole hold when no amount is given', async () => {
    const { provider, sent } = fakeStripeApi(() => ({
      body: paymentIntent({ status: 'succeeded', amount_received: 8500 }),
    }));
    await provider.capture({ paymentIntentId: 'pi_3Q0abc', applicationFeeCents: 850, idempotencyKey: 'capture-2' });
    expect(Object.fromEntries(only(sent).params)).toEqual({ application_fee_amount: '850' });
  });

  it('refunds with the transfer reversed and the fee refunded in proportion', async () => {
    const { provider, sent } = fakeStripeApi(() => ({
      body: {
        id: 're_1',
        object: 'refund',
        amount: 2000,
        charge: 'ch_3Q0abc',
        payment_intent: 'pi_3Q0abc',
        status: 'succeeded',
      },
    }));
    expect(
      await provider.refund({
        paymentIntentId: 'pi_3Q0abc',
        amountCents: 2000,
        refundApplicationFee: true,
        idempotencyKey: 'refund-1',
      }),
    ).toEqual({ id: 're_1', amountCents: 2000, status: 'succeeded' });
    const request = only(sent);
    expect([request.method, request.path]).toEqual(['POST', '/v1/refunds']);
    expect(Object.fromEntries(request.params)).toEqual({
      payment_intent: 'pi_3Q0abc',
      amount: '2000',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    expect(request.headers.get('idempotency-key')).toBe('refund-1');
  });

  it('reads a PaymentIntent', async () => {
    const { provider, sent } = fakeStripeApi(() => ({ body: paymentIntent() }));
    expect((await provider.retrievePaymentIntent('pi_3Q0abc')).status).toBe('requires_capture');
    expect([only(sent).method, only(sent).path]).toEqual(['GET', '/v1/payment_intents/pi_3Q0abc']);
  });

  it('lists the refunds of a PaymentIntent page after page, oldest first, only those that give money back', async () => {
    const refund = (id: string, amount: number, status: string) => ({
      id,
      object: 'refund',
      amount,
      charge: 'ch_3Q0abc',
      payment_intent: 'pi_3Q0abc',
      status,
    });
    const { provider, sent } = fakeStripeApi(({ params }) => ({
      body: {
        object: 'list',
        url: '/v1/refunds',
        // Newest first, as Stripe lists them.
        ...(params.has('starting_after')
          ? { has_more: false, data: [refund('re_2', 500, 'pending'), refund('re_1', 2000, 'succeeded')] }
          : { has_more: true, data: [refund('re_4', 700, 'succeeded'), refund('re_3', 900, 'failed')] }),
      },
    }));
    expect(await provider.refundsOf('pi_3Q0abc')).toEqual([
      { id: 're_1', amountCents: 2000, status: 'succeeded' },
      { id: 're_2', amountCents: 500, status: 'pending' },
      { id: 're_4', amountCents: 700, status: 'succeeded' },
    ]);
    expect(sent.map((request) => [request.method, request.path, Object.fromEntries(request.params)])).toEqual([
      ['GET', '/v1/refunds', { payment_intent: 'pi_3Q0abc', limit: '100' }],
      ['GET', '/v1/refunds', { payment_intent: 'pi_3Q0abc', limit: '100', starting_after: 're_3' }],
    ]);
  });

  it("searches an appointment's tips by the metadata they were charged with, every page", async () => {
    const tip = (id: string, status: string) =>
      paymentIntent({
        id,
        status,
        amount: 1500,
        amount_received: status === 'succeeded' ? 1500 : 0,
        amount_capturable: 0,
        capture_method: 'automatic',
        metadata: { appointmentId: 'appt-1', kind: 'tip' },
      });
    const { provider, sent } = fakeStripeApi(({ params }) => ({
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        ...(params.has('page')
          ? { has_more: false, next_page: null, data: [tip('pi_declined', 'requires_payment_method')] }
          : { has_more: true, next_page: 'page_2', data: [tip('pi_tip', 'succeeded')] }),
      },
    }));
    expect(await provider.tipIntentsOf('appt-1')).toEqual([
      {
        id: 'pi_tip',
        status: 'succeeded',
        amountCents: 1500,
        amountCapturedCents: 1500,
        clientSecret: 'pi_3Q0abc_secret_xyz',
      },
      {
        id: 'pi_declined',
        status: 'requires_payment_method',
        amountCents: 1500,
        amountCapturedCents: 0,
        clientSecret: 'pi_3Q0abc_secret_xyz',
      },
    ]);
    const query = "metadata['appointmentId']:'appt-1' AND metadata['kind']:'tip'";
    expect(sent.map((request) => [request.method, request.path, Object.fromEntries(request.params)])).toEqual([
      ['GET', '/v1/payment_intents/search', { query, limit: '100' }],
      ['GET', '/v1/payment_intents/search', { query, limit: '100', page: 'page_2' }],
    ]);
  });

  it('makes customers and SetupIntents, lists and detaches cards', async () => {
    const { provider, sent } = fakeStripeApi(({ path }) => {
      if (path === '/v1/customers') return { body: { id: 'cus_owner', object: 'customer', email: 'ann@example.com' } };
      if (path === '/v1/setup_intents')
        return {
          body: {
            id: 'seti_1',
            object: 'setup_intent',
            client_secret: 'seti_1_secret_abc',
            status: 'requires_payment_method',
          },
        };
      if (path.endsWith('/payment_methods'))
        return {
          body: {
            object: 'list',
            url: '/v1/customers/cus_owner/payment_methods',
            has_more: false,
            data: [
              {
                id: 'pm_visa',
                object: 'payment_method',
                type: 'card',
                customer: 'cus_owner',
                card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, funding: 'credit', country: 'US' },
              },
            ],
          },
        };
      return { body: { id: 'pm_visa', object: 'payment_method', type: 'card', customer: null } };
    });
    expect(
      await provider.createCustomer({ userId: 'u1', email: 'ann@example.com', idempotencyKey: 'customer-u1' }),
    ).toEqual({
      id: 'cus_owner',
    });
    expect(await provider.createSetupIntent({ customerId: 'cus_owner', idempotencyKey: 'setup-1' })).toEqual({
      id: 'seti_1',
      clientSecret: 'seti_1_secret_abc',
    });
    expect(await provider.listCards('cus_owner')).toEqual([
      { id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);
    await provider.detachCard({ paymentMethodId: 'pm_visa', idempotencyKey: 'detach-1' });

    const [customer, setup, list, detach] = sent;
    expect([customer?.method, customer?.path]).toEqual(['POST', '/v1/customers']);
    expect(Object.fromEntries(customer?.params ?? [])).toEqual({ email: 'ann@example.com', 'metadata[userId]': 'u1' });
    expect(customer?.headers.get('idempotency-key')).toBe('customer-u1');
    expect(Object.fromEntries(setup?.params ?? [])).toEqual({
      customer: 'cus_owner',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(setup?.headers.get('idempotency-key')).toBe('setup-1');
    expect([list?.method, list?.path, Object.fromEntries(list?.params ?? [])]).toEqual([
      'GET',
      '/v1/customers/cus_owner/payment_methods',
      { type: 'card', limit: '100' },
    ]);
    expect([detach?.method, detach?.path]).toEqual(['POST', '/v1/payment_methods/pm_visa/detach']);
    expect(detach?.headers.get('idempotency-key')).toBe('detach-1');
  });

  it('makes an Express account asking for transfers, links its onboarding and reads its status', async () => {
    const { provider, sent } = fakeStripeApi(({ path, method }) => {
      if (path === '/v1/account_links')
        return {
          body: {
            object: 'account_link',
            url: 'https://connect.stripe.com/setup/e/acct_washer/abc',
            expires_at: 1_796_570_300,
          },
        };
      return {
        body: {
          id: 'acct_washer',
          object: 'account',
          type: 'express',
          payouts_enabled: method === 'GET',
          details_submitted: method === 'GET',
          charges_enabled: false,
        },
      };
    });
    expect(
      await provider.createConnectedAccount({ userId: 'w1', email: 'wes@example.com', idempotencyKey: 'account-w1' }),
    ).toEqual({ id: 'acct_washer' });
    expect(
      await provider.onboardingLink({
        accountId: 'acct_washer',
        returnUrl: 'http://localhost:3000/provider/payouts',
        refreshUrl: 'http://localhost:3000/provider/payouts?refresh=1',
      }),
    ).toBe('https://connect.stripe.com/setup/e/acct_washer/abc');
    expect(await provider.accountStatus('acct_washer')).toEqual({ payoutsEnabled: true, detailsSubmitted: true });

    const [account, link, status] = sent;
    expect(Object.fromEntries(account?.params ?? [])).toEqual({
      type: 'express',
      country: 'US',
      email: 'wes@example.com',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': 'w1',
    });
    expect(account?.headers.get('idempotency-key')).toBe('account-w1');
    expect([link?.method, link?.path, Object.fromEntries(link?.params ?? [])]).toEqual([
      'POST',
      '/v1/account_links',
      {
        account: 'acct_washer',
        type: 'account_onboarding',
        return_url: 'http://localhost:3000/provider/payouts',
        refresh_url: 'http://localhost:3000/provider/payouts?refresh=1',
      },
    ]);
    expect([status?.method, status?.path]).toEqual(['GET', '/v1/accounts/acct_washer']);
  });

  it('retries a failed request with the same idempotency key, and reports one that keeps failing', async () => {
    let calls = 0;
    const flaky = fakeStripeApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { error: { type: 'api_error', message: 'busy' } } }
        : { body: paymentIntent() };
    });
    expect((await flaky.provider.authorize(hold)).status).toBe('requires_capture');
    expect(flaky.sent.map((request) => request.headers.get('idempotency-key'))).toEqual(['hold-appt-1', 'hold-appt-1']);

    const refused = fakeStripeApi(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
    }));
    await expect(refused.provider.retrievePaymentIntent('pi_missing')).rejects.toThrow('No such payment_intent');
  });

  it("verifies a webhook with Stripe's check, against the platform's or the Connect endpoint's secret", () => {
    const { provider } = fakeStripeApi(() => ({ body: {} }));
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'account.updated',
      account: 'acct_washer',
      created: 1_796_570_000,
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: { id: 'acct_washer', object: 'account', payouts_enabled: true } },
    });
    for (const secret of ['whsec_platform', 'whsec_connect']) {
      const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      expect(provider.verifyWebhook(body, header)).toEqual({
        id: 'evt_1',
        type: 'account.updated',
        created: 1_796_570_000,
        account: 'acct_washer',
        object: { id: 'acct_washer', object: 'account', payouts_enabled: true },
      });
    }
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(body, foreign)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_platform' });
    expect(() => provider.verifyWebhook(body.replace('true', 'false'), signed)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutAccount, PayoutOnboarding } from '@sudsy/domain/payouts';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { payoutAccounts } from './accounts-schema';

// A washer's payouts (docs/payments.md, "Washer payouts") on the local provider: the connected
// account made once, its onboarding link, and its status kept in step by account.updated.

let t: TestApp;
let payments: LocalPaymentProvider;

beforeAll(async () => {
  t = await createTestApp();
  if (t.payments?.mode !== 'local') throw new Error('the test app runs the local provider');
  payments = t.payments;
});
afterAll(() => t.close());

async function accountOf(who: SignedIn, app: TestApp = t): Promise<PayoutAccount> {
  const response = await callAs(app, who, 'GET', '/api/payouts/account');
  expect(response.status).toBe(200);
  return (await response.json()) as PayoutAccount;
}

async function onboard(who: SignedIn): Promise<PayoutOnboarding> {
  const response = await callAs(t, who, 'POST', '/api/payouts/onboarding');
  expect(response.status).toBe(200);
  return (await response.json()) as PayoutOnboarding;
}

async function rowOf(who: SignedIn) {
  const [row] = await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.washerId, who.id));
  return row;
}

async function accountsAtProvider(who: SignedIn) {
  const response = await t.app.request('/api/dev/payments');
  const books = (await response.json()) as { accounts: { id: string; userId: string | null }[] };
  return books.accounts.filter((account) => account.userId === who.id);
}

describe('a washer’s payouts', () => {
  it('start not set up, are pending once onboarding starts, and on once the account.updated event arrives', async () => {
    const washer = await signedIn(t, 'washer');
    expect(await accountOf(washer)).toEqual({ mode: 'local', status: 'not_started', feePercent: 10 });

    const { url } = await onboard(washer);
    const row = await rowOf(washer);
    expect(row).toMatchObject({ accountId: expect.stringMatching(/^acct_/), payoutsEnabled: false });
    expect(url).toBe(`${testOrigin}/dev/payments/onboarding/${row!.accountId}`);
    expect((await accountOf(washer)).status).toBe('pending');

    // The washer finishes the stand-in onboarding as the browser would: its form, then back to the profile.
    const page = await t.app.request(new URL(url).pathname);
    const html = await page.text();
    expect(html).toContain('Finish onboarding');
    // Its form posts as a navigation: only this referrer policy lets the browser send its Origin.
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    const finished = await t.app.request(new URL(url).pathname, { method: 'POST', headers: { origin: testOrigin } });
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe(`${testOrigin}/profile?payouts=return`);

    // The webhook's handler, not the GET, puts the row in step.
    await payments.settled();
    expect(await rowOf(washer)).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    expect((await accountOf(washer)).status).toBe('enabled');
  });

  it('reads the provider on GET when the event has not arrived yet', async () => {
    const washer = await signedIn(t, 'washer');
    await onboard(washer);
    const row = await rowOf(washer);
    // As if the account.updated event were still on its way: the provider already says enabled.
    await payments.completeOnboarding(row!.accountId);
    await payments.settled();
    await t.database.db
      .update(payoutAccounts)
      .set({ payoutsEnabled: false, detailsSubmitted: false })
      .where(eq(payoutAccounts.washerId, washer.id));
    expect((await accountOf(washer)).status).toBe('enabled');
    expect(await rowOf(washer)).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
  });

  it('make one connected account however often onboarding starts, each time with a fresh link', async () => {
    const washer = await signedIn(t, 'washer');
    const links = await Promise.all([onboard(washer), onboard(washer), onboard(washer)]);
    const again = await onboard(washer);
    const made = await accountsAtProvider(washer);
    expect(made).toHaveLength(1);
    for (const { url } of [...links, again]) expect(url).toContain(`/dev/payments/onboarding/${made[0]!.id}`);
    expect((await rowOf(washer))?.accountId).toBe(made[0]!.id);
  });

  it('are each washer’s own, and no owner’s: owners 403, signed out 401', async () => {
    const [x, y, owner] = await Promise.all([signedIn(t, 'washer'), signedIn(t, 'washer'), signedIn(t, 'owner')]);
    await onboard(x);
    expect((await accountOf(x)).status).toBe('pending');
    expect((await accountOf(y)).status).toBe('not_started');
    expect(await accountsAtProvider(y)).toEqual([]);

    expect((await callAs(t, owner, 'GET', '/api/payouts/account')).status).toBe(403);
    expect((await callAs(t, owner, 'POST', '/api/payouts/onboarding')).status).toBe(403);
    expect((await callAs(t, null, 'GET', '/api/payouts/account')).status).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/payouts/onboarding')).status).toBe(401);
  });

  it('ignore an account.updated for an account nobody here owns', async () => {
    const washer = await signedIn(t, 'washer');
    await onboard(washer);
    const stranger = await payments.createConnectedAccount({
      userId: 'nobody',
      email: 'nobody@example.com',
      idempotencyKey: 'payouts-test-stranger',
    });
    await payments.completeOnboarding(stranger.id);
    await payments.settled();
    expect(await rowOf(washer)).toMatchObject({ payoutsEnabled: false });
  });
});

describe('with payments off', () => {
  it('say so, and start no onboarding', async () => {
    const off = await createTestApp({ PAYMENTS: 'off', PLATFORM_FEE_PERCENT: '12.5' });
    try {
      const washer = await signedIn(off, 'washer');
      expect(await accountOf(washer, off)).toEqual({ mode: 'off', status: 'not_started', feePercent: 12.5 });
      const refused = await callAs(off, washer, 'POST', '/api/payouts/onboarding');
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('payments_off');
    } finally {
      await off.close();
    }
  });
});

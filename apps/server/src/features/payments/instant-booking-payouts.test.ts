import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, type SignedIn } from '../../test/accounts';
import { instantSettingsPath, instantWasher } from '../../test/instant-booking';
import { paymentEventBody, postPaymentWebhook, signatureFor } from '../../test/payment-webhooks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payoutAccounts } from './accounts-schema';
import { pauseInstantBookingWithoutPayouts } from './instant-booking-payouts';

// With payments on, instant booking needs the washer's payouts (docs/payments.md, "Washer
// payouts"): the setting goes off when they stop, so no Book now is offered that would be refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function instantOf(washer: SignedIn) {
  const response = await callAs(t, washer, 'GET', instantSettingsPath);
  expect(response.status).toBe(200);
  return (await response.json()) as { enabled: boolean; payoutsReady: boolean };
}

async function accountIdOf(washer: SignedIn): Promise<string> {
  const [row] = await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.washerId, washer.id));
  if (!row) throw new Error('the washer has no payout account');
  return row.accountId;
}

describe('instant booking without payouts', () => {
  it('goes off when the provider says the washer’s account stopped taking payouts, for that washer alone', async () => {
    const [stopped, other] = await Promise.all([instantWasher(t), instantWasher(t)]);
    const accountId = await accountIdOf(stopped);
    const body = paymentEventBody('account.updated', {
      id: accountId,
      object: 'account',
      payouts_enabled: false,
      details_submitted: true,
    });
    expect((await postPaymentWebhook(t, body, signatureFor(t, body), {})).status).toBe(200);

    expect(await instantOf(stopped)).toMatchObject({ enabled: false, payoutsReady: false });
    expect(await instantOf(other)).toMatchObject({ enabled: true, payoutsReady: true });
    const turnedBackOn = await callAs(t, stopped, 'PUT', instantSettingsPath, { enabled: true, noticeHours: 2 });
    expect(turnedBackOn.status).toBe(409);
  });

  it('goes off at the start for every washer whose payouts cannot receive money, and stays on for the rest', async () => {
    const [without, withPayouts] = await Promise.all([instantWasher(t), instantWasher(t)]);
    // As a server that had payments off leaves it: instant booking on, no payouts.
    await t.database.db.delete(payoutAccounts).where(eq(payoutAccounts.washerId, without.id));

    expect(await pauseInstantBookingWithoutPayouts(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await instantOf(without)).enabled).toBe(false);
    expect((await instantOf(withPayouts)).enabled).toBe(true);
    expect(await pauseInstantBookingWithoutPayouts(t.database.db)).toBe(0);
  });
});

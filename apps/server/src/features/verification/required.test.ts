import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPaymentRefusals } from '@sudsy/domain/job-payment';
import { verificationMessages, type MyVerification } from '@sudsy/domain/verification';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { callAs, type SignedIn } from '../../test/accounts';
import { accept, payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { washerVerifications } from './schema';

// REQUIRE_VERIFIED_WASHERS on (docs/product.md, "Washer verification"): only verified washers are
// found, quote and are booked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_VERIFIED_WASHERS: 'on' });
});
afterAll(() => t.close());

const searched = async () => {
  const response = await callAs(
    t,
    null,
    'GET',
    '/api/washers/search?services=express-wash&address=Austin&lat=30.2656&lng=-97.7497',
  );
  return ((await response.json()) as WasherSearchResponse).washers.map((card) => card.id);
};

/** Verified as an approval leaves a washer, without the review's steps (verification.test.ts has them). */
async function verify(washer: SignedIn, status: 'approved' | 'rejected' = 'approved') {
  await t.database.db
    .insert(washerVerifications)
    .values({ washerId: washer.id, status, insuranceExpiresOn: dayFromToday(100) })
    .onConflictDoUpdate({ target: washerVerifications.washerId, set: { status } });
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('REQUIRE_VERIFIED_WASHERS=on', () => {
  it('keeps unverified washers out of search and from quoting, and says so to the washer', async () => {
    const [unverified, verified, owner] = await Promise.all([
      washerWithProfile(t, 'Not Yet Checked'),
      washerWithProfile(t, 'Checked Shine'),
      payingOwner(t),
    ]);
    await verify(verified);
    const found = await searched();
    expect(found).toContain(verified.id);
    expect(found).not.toContain(unverified.id);
    expect(((await (await callAs(t, unverified, 'GET', '/api/verification')).json()) as MyVerification).required).toBe(
      true,
    );

    const requestId = await sendRequest(t, owner, [unverified, verified]);
    const refused = await quote(t, unverified, requestId);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'not_verified',
      message: verificationMessages.quoteNeedsVerification,
    });
    expect((await quote(t, verified, requestId)).status).toBe(200);
  });

  it('refuses to book a washer who is no longer verified, with a clear 409', async () => {
    const [washer, owner] = await Promise.all([washerWithProfile(t, 'Lost The Badge'), payingOwner(t)]);
    await verify(washer);
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId)).status).toBe(200);
    await verify(washer, 'rejected');
    const refused = await accept(t, owner, requestId, washer);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'washer_not_verified',
      message: bookingPaymentRefusals.washer_not_verified,
    });
    await verify(washer);
    expect((await accept(t, owner, requestId, washer)).status).toBe(201);
  });
});

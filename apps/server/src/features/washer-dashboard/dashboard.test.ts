import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { appointments, quoteRequests, quoteResponses } from '../../db/schema';
import { paidThroughSudsy } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { monthBounds } from './service';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { profileInput } from '../../test/washers';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

async function dashboard(who: SignedIn | null) {
  return callAs(t, who, 'GET', '/api/washer-dashboard');
}

/** An appointment as the bids feature will book it. */
async function appointment(
  who: SignedIn,
  serviceDate: string,
  status: 'scheduled' | 'completed' | 'cancelled',
  priceCents: number | null,
) {
  await t.database.db.insert(appointments).values({
    washerId: who.id,
    ownerId: owner.id,
    vehicleDescription: '2020 Honda Civic (Blue)',
    address: '1 Market St, San Francisco, CA 94105',
    services: ['express-wash'],
    serviceDate,
    startTime: '10:00',
    endTime: '11:00',
    status,
    ownerName: 'Olivia Owner',
    priceCents,
    cancellationNoticeHours: 24,
  });
}

describe('GET /api/washer-dashboard', () => {
  it('is all zero and incomplete for a new washer', async () => {
    const response = await dashboard(washer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      // The name given at sign-up is the business name until the profile names one.
      businessName: 'Test User',
      jobsThisMonth: 0,
      earningsCents: 0,
      acceptanceRate: 0,
      profileComplete: false,
    });
  });

  it("counts this month's completed jobs and earnings over every completed job of the washer", async () => {
    const today = dateInTimeZone(new Date(), defaultTimeZone);
    const { start } = monthBounds(today);
    const lastMonth = addDays(start, -1);
    await appointment(washer, today, 'completed', 8000);
    await appointment(washer, start, 'completed', 4500);
    await appointment(washer, start, 'completed', null);
    await appointment(washer, lastMonth, 'completed', 10_000);
    await appointment(washer, today, 'scheduled', 9999);
    await appointment(washer, today, 'cancelled', 9999);
    await appointment(otherWasher, today, 'completed', 7777);
    expect(await (await dashboard(washer)).json()).toMatchObject({ jobsThisMonth: 3, earningsCents: 22_500 });
    expect(await (await dashboard(otherWasher)).json()).toMatchObject({ jobsThisMonth: 1, earningsCents: 7777 });
  });

  it("counts a job paid through Sudsy at the washer's net from the ledger, one paid at the job at its price", async () => {
    const earner = await signedIn(t, 'washer');
    const today = dateInTimeZone(new Date(), defaultTimeZone);
    await paidThroughSudsy(
      t.database.db,
      earner,
      owner,
      { serviceDate: today, priceCents: 9500 },
      {
        feeCents: 950,
        tipCents: 1500,
        refundCents: 2000,
      },
    );
    await appointment(earner, today, 'completed', 4000);
    expect(await (await dashboard(earner)).json()).toMatchObject({ jobsThisMonth: 2, earningsCents: 8250 + 4000 });
  });

  it('rates accepted quotes against every quote the washer gave, not requests turned down or unanswered', async () => {
    const quoter = await signedIn(t, 'washer');
    const statuses = [
      { status: 'accepted', amountCents: 5000 },
      { status: 'quoted', amountCents: 4000 },
      { status: 'expired', amountCents: 4000 },
      { status: 'not-chosen', amountCents: 6000 },
      { status: 'not-chosen', amountCents: null },
      { status: 'declined', amountCents: null },
      // Accepted, then the booking was cancelled: still an accepted quote.
      { status: 'cancelled', amountCents: 5000 },
      { status: 'sent', amountCents: null },
      { status: 'withdrawn', amountCents: 3000 },
    ] as const;
    for (const [index, response] of statuses.entries()) {
      const requestId = `rate-${quoter.id}-${index}`;
      await t.database.db
        .insert(quoteRequests)
        .values({ id: requestId, ownerId: owner.id, address: '78701', serviceIds: ['express-wash'], notes: '' });
      await t.database.db
        .insert(quoteResponses)
        .values({ id: `${requestId}-r`, requestId, washerId: quoter.id, ...response });
    }
    expect(await (await dashboard(quoter)).json()).toMatchObject({ acceptanceRate: 0.4 });
  });

  it('calls the profile complete once it has a service and an address', async () => {
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ serviceOfferings: [], address: '78701' }));
    expect(await (await dashboard(washer)).json()).toMatchObject({ profileComplete: false });
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ address: '' }));
    expect(await (await dashboard(washer)).json()).toMatchObject({ profileComplete: false });
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput());
    expect(await (await dashboard(washer)).json()).toMatchObject({
      profileComplete: true,
      businessName: 'Shine Mobile Detailing',
    });
  });

  it('is 403 for owners and 401 signed out', async () => {
    expect((await dashboard(owner)).status).toBe(403);
    expect((await dashboard(null)).status).toBe(401);
  });
});

describe('monthBounds', () => {
  it('gives the first day of the month and of the next, across a year end', () => {
    expect(monthBounds('2026-03-17')).toEqual({ start: '2026-03-01', next: '2026-04-01' });
    expect(monthBounds('2026-12-31')).toEqual({ start: '2026-12-01', next: '2027-01-01' });
  });
});

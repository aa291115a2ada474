import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { availableRequestsPageSize, bidMessages, bidsPageSize, type Bid, type BidRequest } from '@sudsy/domain/bids';
import { unknownCursorMessage } from '@sudsy/domain/pagination';
import { quoteSlotMessages } from '@sudsy/domain/booking';
import { quoteMessages } from '@sudsy/domain/quote';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { quoteResponses } from '../../db/schema';
import { insertPhoto, insertRequest, insertResponse } from '../../test/requests';
import {
  accept,
  mailsTo,
  payingOwner,
  quote,
  quoteBody,
  sendRequest,
  upcoming,
  washerWithProfile,
  wizardRequest,
} from '../../test/bookings';
import { profileInput } from '../../test/washers';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import type { WasherProfile } from '@sudsy/domain/washer-profile';

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let otherWasher: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer, otherWasher] = await Promise.all([
    signedIn(t, 'owner'),
    washerWithProfile(t),
    washerWithProfile(t, 'Other Suds'),
  ]);
});
afterAll(() => t.close());

async function available(who: SignedIn): Promise<BidRequest[]> {
  const response = await callAs(t, who, 'GET', '/api/bids/available');
  expect(response.status).toBe(200);
  return ((await response.json()) as { requests: BidRequest[] }).requests;
}

async function bids(who: SignedIn): Promise<Bid[]> {
  const response = await callAs(t, who, 'GET', '/api/bids');
  expect(response.status).toBe(200);
  return ((await response.json()) as { bids: Bid[] }).bids;
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  return {
    status: response.status,
    message: ((await response.json()) as { error: { message: string } }).error.message,
  };
}

describe('Available Requests', () => {
  it('lists the requests sent to the washer, newest first, with services, vehicle, place, distance, date, notes and photos', async () => {
    const older = await sendRequest(t, owner, [washer], 'First one');
    const newer = await sendRequest(t, owner, [washer, otherWasher], 'Second one');
    const photoId = await insertPhoto(t, newer, owner);

    const requests = await available(washer);
    expect(requests.map((request) => request.id)).toEqual([newer, older]);
    expect(requests[0]).toEqual({
      id: newer,
      status: 'sent',
      createdAt: expect.any(String),
      ownerId: owner.id,
      ownerName: 'Test User',
      serviceIds: ['express-wash'],
      vehicle: null,
      vehicleType: null,
      // The washer's own $40 for an express wash; no car named, no size surcharge.
      suggestedAmountCents: 4000,
      // Not the street: that is told once this washer is booked.
      address: 'Austin, TX 78701',
      // 0.48 miles from the washer's base, told to 0.1 mile as the card shows it.
      distanceMiles: 0.5,
      preferredDate: upcoming('Monday'),
      preferredTime: '10:00',
      notes: 'Second one',
      photos: [
        {
          id: photoId,
          url: `/api/quote-requests/${newer}/photos/${photoId}`,
          thumbUrl: `/api/quote-requests/${newer}/photos/${photoId}/thumb`,
        },
      ],
    });
    expect((await available(otherWasher)).map((request) => request.id)).toEqual([newer]);
  });

  it('tells the street to the washer booked for the request, in My Bids, and to no other washer', async () => {
    // Washers of their own: the booking takes the chosen one's Monday morning.
    const [booking, chosen, notChosen] = await Promise.all([
      payingOwner(t),
      washerWithProfile(t, 'Chosen Suds'),
      washerWithProfile(t, 'Passed Over Suds'),
    ]);
    const requestId = await sendRequest(t, booking, [chosen, notChosen]);
    for (const who of [chosen, notChosen]) expect((await quote(t, who, requestId)).status).toBe(200);
    expect((await accept(t, booking, requestId, chosen)).status).toBe(201);
    const bidOn = async (who: SignedIn) => (await bids(who)).find((bid) => bid.request.id === requestId);
    expect((await bidOn(chosen))?.request.address).toBe('600 Congress Ave, Austin, TX 78701');
    expect((await bidOn(notChosen))?.request.address).toBe('Austin, TX 78701');
  });

  it("names the car's type and suggests an amount from the washer's prices and size surcharge for it", async () => {
    const suvOwner = await signedIn(t, 'owner');
    const added = await callAs(t, suvOwner, 'POST', '/api/vehicles', {
      make: 'Toyota',
      model: 'Highlander',
      year: 2022,
      type: 'suv',
    });
    const { vehicle } = (await added.json()) as { vehicle: { id: string } };
    const pricer = await washerWithProfile(t, 'Size Pricer');
    const sent = await callAs(t, suvOwner, 'POST', '/api/quote-requests', {
      ...wizardRequest([pricer]),
      vehicleId: vehicle.id,
    });
    expect(sent.status).toBe(201);
    expect((await available(pricer))[0]).toMatchObject({
      vehicle: '2022 Toyota Highlander',
      vehicleType: 'suv',
      // $40 and the default 15% for an SUV.
      suggestedAmountCents: 4600,
    });

    const saved = await callAs(
      t,
      pricer,
      'PUT',
      '/api/washer-profile',
      profileInput({ businessName: 'Size Pricer', sizeSurcharges: { ...defaultSizeSurcharges, suv: 50 } }),
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { profile: WasherProfile }).profile.sizeSurcharges.suv).toBe(50);
    expect((await available(pricer))[0]?.suggestedAmountCents).toBe(6000);
  });

  it('mails each washer a request was sent to', async () => {
    const mails = await mailsTo(t, otherWasher);
    expect(mails.map((mail) => mail.subject)).toContain('New quote request from Test User');
    expect(mails.at(-1)?.text).toContain('Services: Express Wash');
    expect(mails.at(-1)?.text).toContain('/provider/bids');
  });

  it('is for washers only', async () => {
    expect((await callAs(t, null, 'GET', '/api/bids/available')).status).toBe(401);
    expect((await callAs(t, owner, 'GET', '/api/bids/available')).status).toBe(403);
    expect((await callAs(t, owner, 'GET', '/api/bids')).status).toBe(403);
  });
});

describe('quoting', () => {
  it('answers with amount, duration, notes and start: the request leaves Available Requests, joins My Bids, and the owner is told', async () => {
    const requestId = await sendRequest(t, owner, [washer]);
    const response = await quote(t, washer, requestId);
    expect(response.status).toBe(200);
    const { bid } = (await response.json()) as { bid: Bid };
    expect(bid).toMatchObject({
      status: 'quoted',
      amountCents: 8500,
      estimatedMinutes: 90,
      notes: 'Bring my own water',
      proposedTime: '10:00',
      booking: null,
    });
    expect(bid.request.id).toBe(requestId);

    expect((await available(washer)).map((request) => request.id)).not.toContain(requestId);
    expect((await bids(washer)).map((entry) => entry.request.id)).toContain(requestId);

    const detail = (await (await callAs(t, owner, 'GET', `/api/quote-requests/${requestId}`)).json()) as {
      request: QuoteRequestDetail;
    };
    expect(detail.request.quotedCount).toBe(1);
    expect(detail.request.recipients[0]).toMatchObject({
      washerId: washer.id,
      status: 'quoted',
      amountCents: 8500,
      rating: null,
    });

    const mails = await mailsTo(t, owner);
    expect(mails.at(-1)?.subject).toBe('New quote from Shine Mobile Detailing: $85.00');
    expect(mails.at(-1)?.text).toContain('Duration: 90 min');
  });

  it('can be changed, then withdrawn, and not changed after that', async () => {
    const requestId = await sendRequest(t, owner, [washer]);
    await quote(t, washer, requestId);
    const changed = await quote(t, washer, requestId, { amountCents: 9900, proposedTime: '13:00' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { bid: Bid }).bid).toMatchObject({
      amountCents: 9900,
      proposedTime: '13:00',
      status: 'quoted',
    });

    const withdrawn = await callAs(t, washer, 'POST', `/api/bids/${requestId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as { bid: Bid }).bid.status).toBe('withdrawn');
    expect(await errorOf(await quote(t, washer, requestId))).toEqual({ status: 409, message: bidMessages.quoteClosed });
  });

  it('keeps when the washer first quoted, for the time to first quote, however often the quote changes', async () => {
    const requestId = await sendRequest(t, owner, [washer]);
    const quotedAt = async () => {
      const [row] = await t.database.db
        .select({ quotedAt: quoteResponses.quotedAt })
        .from(quoteResponses)
        .where(and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.washerId, washer.id)));
      return row?.quotedAt ?? null;
    };
    expect(await quotedAt()).toBeNull();
    expect((await quote(t, washer, requestId)).status).toBe(200);
    const first = await quotedAt();
    expect(first).toBeInstanceOf(Date);
    expect((await quote(t, washer, requestId, { amountCents: 9900 })).status).toBe(200);
    expect(await quotedAt()).toEqual(first);
  });

  it('declining removes the request without a bid', async () => {
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await callAs(t, washer, 'POST', `/api/bids/${requestId}/decline`)).status).toBe(204);
    expect((await available(washer)).map((request) => request.id)).not.toContain(requestId);
    expect((await bids(washer)).map((bid) => bid.request.id)).not.toContain(requestId);
    expect(await errorOf(await callAs(t, washer, 'POST', `/api/bids/${requestId}/decline`))).toEqual({
      status: 409,
      message: bidMessages.alreadyAnswered,
    });
  });

  it('refuses an amount or a duration that is not above zero (400)', async () => {
    const requestId = await sendRequest(t, owner, [washer]);
    const noAmount = await quote(t, washer, requestId, { amountCents: 0 });
    expect(noAmount.status).toBe(400);
    expect(((await noAmount.json()) as { error: { fields: Record<string, string> } }).error.fields.amountCents).toBe(
      quoteMessages.amount,
    );
    expect((await quote(t, washer, requestId, { estimatedMinutes: 0 })).status).toBe(400);
    expect((await quote(t, washer, requestId, { estimatedMinutes: -30 })).status).toBe(400);
  });

  it('refuses a start outside working hours, on blocked time, on an appointment or in the past (409)', async () => {
    const requestId = await sendRequest(t, owner, [washer]);
    const monday = upcoming('Monday');
    const outside = (overrides: Parameters<typeof quoteBody>[0]) => quote(t, washer, requestId, overrides);

    expect(await errorOf(await outside({ proposedDate: upcoming('Sunday') }))).toEqual({
      status: 409,
      message: quoteSlotMessages['outside-hours'],
    });
    expect(await errorOf(await outside({ proposedTime: '16:30', estimatedMinutes: 60 }))).toEqual({
      status: 409,
      message: quoteSlotMessages['outside-hours'],
    });

    const block = await callAs(t, washer, 'PUT', `/api/schedule/blocks/${randomUUID()}`, {
      date: monday,
      start: '12:00',
      durationMinutes: 60,
      reason: 'Dentist',
    });
    expect(block.status).toBe(200);
    expect(await errorOf(await outside({ proposedTime: '11:30', estimatedMinutes: 60 }))).toEqual({
      status: 409,
      message: quoteSlotMessages.blocked,
    });

    await insertAppointment(t.database.db, washer, owner, {
      serviceDate: monday,
      startTime: '14:00',
      endTime: '15:00',
    });
    expect(await errorOf(await outside({ proposedTime: '13:30', estimatedMinutes: 60 }))).toEqual({
      status: 409,
      message: quoteSlotMessages.booked,
    });
    expect(await errorOf(await outside({ proposedDate: '2020-01-06' }))).toEqual({
      status: 409,
      message: quoteSlotMessages.past,
    });

    // Back to back with the block and the appointment is fine.
    expect((await outside({ proposedTime: '13:00', estimatedMinutes: 60 })).status).toBe(200);
  });

  it('answers 404 for a request not sent to this washer, 403 for an owner, 401 signed out', async () => {
    const requestId = await sendRequest(t, owner, [otherWasher]);
    expect((await quote(t, washer, requestId)).status).toBe(404);
    expect((await quote(t, washer, 'no-such-request')).status).toBe(404);
    expect((await callAs(t, washer, 'POST', `/api/bids/${requestId}/decline`)).status).toBe(404);
    expect((await callAs(t, washer, 'POST', `/api/bids/${requestId}/withdraw`)).status).toBe(404);
    expect((await quote(t, owner, requestId)).status).toBe(403);
    expect((await callAs(t, null, 'PUT', `/api/bids/${requestId}`, quoteBody())).status).toBe(401);
  });
});

describe('Available Requests, page by page', () => {
  type Page = { requests: BidRequest[]; nextCursor: string | null; total: number };
  const page = async (who: SignedIn, cursor?: string): Promise<Page> => {
    const path = cursor ? `/api/bids/available?cursor=${encodeURIComponent(cursor)}` : '/api/bids/available';
    const response = await callAs(t, who, 'GET', path);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };

  it(`answers ${availableRequestsPageSize} at a time, newest first, each once, and how many wait in all`, async () => {
    const busy = await washerWithProfile(t);
    const instant = new Date(Date.UTC(2030, 0, 1));
    const ids: string[] = [];
    for (let index = 0; index < availableRequestsPageSize + 3; index += 1) {
      const createdAt = index < 10 ? instant : new Date(instant.getTime() + index * 60_000);
      const requestId = await insertRequest(t, owner, { status: 'sent', createdAt });
      await insertResponse(t, requestId, busy);
      ids.push(requestId);
    }
    const answered = await insertRequest(t, owner, { status: 'sent' });
    await insertResponse(t, answered, busy, { status: 'declined' });

    const first = await page(busy);
    expect(first).toMatchObject({ total: availableRequestsPageSize + 3 });
    expect(first.requests).toHaveLength(availableRequestsPageSize);
    const second = await page(busy, first.nextCursor ?? '');
    expect(second).toMatchObject({ nextCursor: null, total: availableRequestsPageSize + 3 });
    const all = [...first.requests, ...second.requests];
    expect(all.map((request) => request.id).sort()).toEqual([...ids].sort());
    const times = all.map((request) => request.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const refused = await callAs(t, busy, 'GET', '/api/bids/available?cursor=not-a-cursor');
    expect(await refused.json()).toMatchObject({ error: { fields: { cursor: unknownCursorMessage } } });
  });
});

describe('My Bids, page by page', () => {
  type Page = { bids: Bid[]; nextCursor: string | null };
  const page = async (who: SignedIn, cursor?: string): Promise<Page> => {
    const response = await callAs(
      t,
      who,
      'GET',
      cursor ? `/api/bids?cursor=${encodeURIComponent(cursor)}` : '/api/bids',
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  /** `count` quotes of `who`, the first ten changed at one instant (ties go by id), the rest a minute apart. */
  const placeQuotes = async (who: SignedIn, count: number): Promise<string[]> => {
    const instant = new Date(Date.UTC(2030, 0, 1));
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const requestId = await insertRequest(t, owner);
      const updatedAt = index < 10 ? instant : new Date(instant.getTime() + index * 60_000);
      await insertResponse(t, requestId, who, { status: 'quoted', amountCents: 5000 + index, updatedAt });
      ids.push(requestId);
    }
    return ids;
  };

  it(`answers ${bidsPageSize} at a time, the latest change first, each once, until nextCursor is null`, async () => {
    const busy = await washerWithProfile(t);
    const ids = await placeQuotes(busy, bidsPageSize + 7);
    const first = await page(busy);
    expect(first.bids).toHaveLength(bidsPageSize);
    const second = await page(busy, first.nextCursor ?? '');
    expect(second).toMatchObject({ nextCursor: null });
    const all = [...first.bids, ...second.bids];
    expect(all.map((bid) => bid.request.id).sort()).toEqual([...ids].sort());
    const changes = all.map((bid) => bid.updatedAt);
    expect(changes).toEqual([...changes].sort().reverse());
  });

  it('hides none when the bid a page ended on changed before the next page was asked for', async () => {
    const busy = await washerWithProfile(t);
    const ids = await placeQuotes(busy, bidsPageSize + 3);
    const first = await page(busy);
    await t.database.db
      .update(quoteResponses)
      .set({ updatedAt: new Date(Date.UTC(2031, 0, 1)) })
      .where(
        and(eq(quoteResponses.requestId, first.bids.at(-1)?.request.id ?? ''), eq(quoteResponses.washerId, busy.id)),
      );
    const second = await page(busy, first.nextCursor ?? '');
    expect([...first.bids, ...second.bids].map((bid) => bid.request.id).sort()).toEqual([...ids].sort());
  });

  it('misses none of the bids changed within one millisecond (the database keeps microseconds)', async () => {
    const quick = await washerWithProfile(t);
    const ids = await placeQuotes(quick, bidsPageSize + 3);
    await t.database.db.execute(
      sql`update quote_responses set updated_at = timestamptz '2030-01-01 00:00:00.123+00' + (random() * 900)::int * interval '1 microsecond' where washer_id = ${quick.id}`,
    );
    const first = await page(quick);
    const second = await page(quick, first.nextCursor ?? '');
    expect([...first.bids, ...second.bids].map((bid) => bid.request.id).sort()).toEqual([...ids].sort());
  });

  it("refuses a cursor it did not give out (400 naming it), and another washer's cursor shows only one's own", async () => {
    const [busy, quiet] = await Promise.all([washerWithProfile(t), washerWithProfile(t)]);
    await placeQuotes(busy, bidsPageSize + 1);
    const response = await callAs(t, quiet, 'GET', '/api/bids?cursor=not-a-cursor');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { cursor: unknownCursorMessage } } });
    expect(await page(quiet, (await page(busy)).nextCursor ?? '')).toEqual({ bids: [], nextCursor: null });
    // A place beyond what the database's instants hold is refused, not a failure of the query.
    expect((await callAs(t, quiet, 'GET', `/api/bids?cursor=${'9'.repeat(17)}_x`)).status).toBe(400);
    expect(await page(quiet, `${'9'.repeat(16)}_x`)).toEqual({ bids: [], nextCursor: null });
  });
});

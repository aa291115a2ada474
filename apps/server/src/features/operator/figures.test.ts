import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureTransaction,
  lateFeeTransaction,
  refundTransaction,
  type LedgerTransaction,
} from '@sudsy/domain/ledger';
import { bookingsLastSevenDays, marketplaceFiguresSchema, type FiguresWeek } from '@sudsy/domain/marketplace-figures';
import type { OperatorAction } from '@sudsy/domain/operator';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
import { insertRequest, insertResponse } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountKey } from '@sudsy/domain/ledger';
import { marketplaceFigures } from './figures';
import { operatorAudit } from './schema';
import { signedInOperator } from '../../test/operators';

// A known marketplace around Wednesday 13 March 2024, 12:00 UTC: the current week began on Monday
// the 11th, the one before on the 4th. Every row is dated; rows just outside the window check
// its edges. The figures' definitions are in docs/product.md, "The marketplace's figures".
const now = new Date('2024-03-13T12:00:00Z');
const at = (iso: string) => new Date(iso);
const minutes = (count: number) => count * 60_000;

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owners: Record<'a' | 'b' | 'c' | 'd', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher] = [await washerWithProfile(t), await washerWithProfile(t, 'Other Suds')];
  owners = {
    a: await signedIn(t, 'owner'),
    b: await signedIn(t, 'owner'),
    c: await signedIn(t, 'owner'),
    d: await signedIn(t, 'owner'),
  };
  await seedBookings();
  await seedRequests();
  await seedLedger();
  await seedVerifications();
});
afterAll(() => t.close());

const booking = (owner: SignedIn, createdAt: string, fields: Parameters<typeof insertAppointment>[3] = {}) =>
  insertAppointment(t.database.db, washer, owner, { createdAt: at(createdAt), ...fields });

const ids: Record<string, string> = {};

async function seedBookings() {
  const { a, b, c, d } = owners;
  ids.a1 = await booking(a, '2024-02-28T10:00:00Z', {
    priceCents: 5000,
    serviceDate: '2024-03-05',
    status: 'completed',
  });
  ids.a2 = await booking(a, '2024-03-11T09:00:00Z', {
    priceCents: 8000,
    serviceDate: '2024-03-12',
    status: 'cancelled',
    cancelledBy: 'owner',
    cancelledLate: true,
  });
  // A washer's no-show: cancelled on the washer's side, counted apart from cancellations.
  await booking(b, '2024-03-12T15:00:00Z', {
    priceCents: 6000,
    serviceDate: '2024-03-13',
    status: 'cancelled',
    cancelledBy: 'washer',
    washerNoShow: true,
  });
  await booking(c, '2024-03-13T08:00:00Z', { priceCents: null, serviceDate: '2024-03-14' });
  await booking(b, '2024-03-04T12:00:00Z', {
    priceCents: 4500,
    serviceDate: '2024-03-06',
    status: 'cancelled',
    cancelledBy: 'washer',
  });
  // Before the window: C has booked before, though not within the 12 weeks.
  await booking(c, '2023-11-01T10:00:00Z', { priceCents: 9999, serviceDate: '2023-11-05', status: 'completed' });
  // Monday 00:00 UTC of next week, after the window; the last second of the week before, inside it.
  await booking(a, '2024-03-18T00:00:00Z', { priceCents: 7777, serviceDate: '2024-03-18' });
  await booking(b, '2024-03-10T23:59:59Z', { priceCents: 1000, serviceDate: '2024-03-17' });
  // D's first booking: the one owner of this week who is new.
  await booking(d, '2024-03-12T10:00:00Z', { priceCents: 2000, serviceDate: '2024-03-20' });
}

async function request(createdAt: string, answers: { by: SignedIn; status: string; quotedAfter?: number }[]) {
  const requestId = await insertRequest(t, owners.a, { createdAt: at(createdAt), status: 'sent' });
  for (const answer of answers)
    await insertResponse(t, requestId, answer.by, {
      status: answer.status as 'sent',
      ...(answer.quotedAfter === undefined
        ? {}
        : { amountCents: 5000, quotedAt: new Date(at(createdAt).getTime() + answer.quotedAfter) }),
    });
}

async function seedRequests() {
  // This week: four requests for quotes, three quoted after 30 min, 90 min and 4 h.
  await request('2024-03-11T10:00:00Z', [
    { by: washer, status: 'quoted', quotedAfter: minutes(120) },
    { by: otherWasher, status: 'quoted', quotedAfter: minutes(30) },
  ]);
  await request('2024-03-12T08:00:00Z', [
    { by: washer, status: 'quoted', quotedAfter: minutes(90) },
    { by: otherWasher, status: 'sent' },
  ]);
  await request('2024-03-12T09:00:00Z', [{ by: washer, status: 'sent' }]);
  await request('2024-03-13T10:00:00Z', [{ by: washer, status: 'accepted', quotedAfter: minutes(240) }]);
  // An instant booking: accepted, never quoted, not a request for quotes.
  await request('2024-03-13T09:00:00Z', [{ by: washer, status: 'accepted' }]);
  // Last week: three requests, two quoted after a day and after 2 h (into this week).
  await request('2024-03-05T10:00:00Z', [{ by: washer, status: 'quoted', quotedAfter: minutes(1440) }]);
  await request('2024-03-06T10:00:00Z', []);
  await request('2024-03-10T23:00:00Z', [{ by: washer, status: 'not-chosen', quotedAfter: minutes(120) }]);
}

/** A movement recorded at a known time, as recordMovement writes it. */
async function movement(transaction: LedgerTransaction, createdAt: string) {
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: transaction.kind,
        appointmentId: transaction.appointmentId ?? null,
        paymentRef: `pi_${randomUUID()}`,
        createdAt: at(createdAt),
      })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values(
      transaction.entries.map((entry) => ({
        transactionId: row!.id,
        account: accountKey(entry.account),
        amountCents: entry.amountCents,
      })),
    );
  });
}

async function seedLedger() {
  const job = (appointmentId: string) => ({ ownerId: owners.a.id, washerId: washer.id, appointmentId });
  const settled = (appointmentId: string, cents: number, feeCents: number) =>
    captureTransaction({ ...job(appointmentId), heldCents: cents, capturedCents: cents, feeCents });
  await movement(settled(ids.a1!, 3000, 300), '2024-02-20T12:00:00Z');
  await movement(settled(ids.a1!, 5000, 500), '2024-03-05T12:00:00Z');
  await movement(
    lateFeeTransaction({ ...job(ids.a2!), heldCents: 8000, lateFeeCents: 2000, feeCents: 200 }),
    '2024-03-12T09:00:00Z',
  );
  // A fifth of the job refunded: a fifth of its fee (100) goes back.
  await movement(
    refundTransaction({
      ...job(ids.a1!),
      amountCents: 1000,
      priceCents: 5000,
      feeCents: 500,
      refundedBeforeCents: 0,
    }),
    '2024-03-12T10:00:00Z',
  );
  await movement(settled(ids.a1!, 9990, 999), '2024-03-18T00:00:00Z');
}

async function audited(action: OperatorAction, subject: string, createdAt: string) {
  await t.database.db
    .insert(operatorAudit)
    .values({ actor: 'ops@example.com', action, subject, createdAt: at(createdAt) });
}

async function seedVerifications() {
  await audited('verification.approved', 'user:w1', '2024-03-05T10:00:00Z');
  await audited('verification.approved', 'user:w1', '2024-03-12T10:00:00Z');
  await audited('verification.approved', 'user:w2', '2024-03-12T11:00:00Z');
  await audited('verification.rejected', 'user:w3', '2024-03-12T12:00:00Z');
  await audited('verification.approved', 'user:w4', '2023-12-01T10:00:00Z');
  await audited('verification.approved', 'user:w4', '2024-03-13T10:00:00Z');
}

describe("the marketplace's figures", () => {
  let weeks: Map<string, FiguresWeek>;
  let figures: Awaited<ReturnType<typeof marketplaceFigures>>;
  beforeAll(async () => {
    figures = await marketplaceFigures(t.database.db, now);
    weeks = new Map(figures.weeks.map((week) => [week.start, week]));
  });
  const week = (start: string) => weeks.get(start)!;

  it('covers the 12 ISO weeks ending with this one and the 84 days ending today, in UTC', () => {
    expect(() => marketplaceFiguresSchema.parse(figures)).not.toThrow();
    expect(figures.today).toBe('2024-03-13');
    expect(figures.weeks.map((each) => each.start)).toEqual([
      '2023-12-25',
      '2024-01-01',
      '2024-01-08',
      '2024-01-15',
      '2024-01-22',
      '2024-01-29',
      '2024-02-05',
      '2024-02-12',
      '2024-02-19',
      '2024-02-26',
      '2024-03-04',
      '2024-03-11',
    ]);
    expect(figures.days).toHaveLength(84);
  });

  it('counts bookings per day by when they were made', () => {
    const booked = figures.days.filter((day) => day.bookings > 0);
    expect(booked).toEqual([
      { day: '2024-02-28', bookings: 1 },
      { day: '2024-03-04', bookings: 1 },
      { day: '2024-03-10', bookings: 1 },
      { day: '2024-03-11', bookings: 1 },
      { day: '2024-03-12', bookings: 2 },
      { day: '2024-03-13', bookings: 1 },
    ]);
    expect(bookingsLastSevenDays(figures)).toEqual({ latest: 5, previous: 1 });
  });

  it('sums the booked prices and the fees of each week, refunds giving fee back', () => {
    expect(
      [week('2024-02-26'), week('2024-03-04'), week('2024-03-11')].map((each) => each.grossBookingValueCents),
    ).toEqual([5000, 5500, 16_000]);
    expect(figures.weeks.map((each) => each.feesCents).filter((cents) => cents !== 0)).toEqual([300, 500, 100]);
    expect(week('2024-02-19').feesCents).toBe(300);
  });

  it('gives the fill rate and the median wait to the first quote, instant bookings left out', () => {
    expect(week('2024-03-11')).toMatchObject({
      requests: 4,
      quotedRequests: 3,
      fillRate: 0.75,
      medianFirstQuoteMinutes: 90,
    });
    expect(week('2024-03-04')).toMatchObject({ requests: 3, quotedRequests: 2, medianFirstQuoteMinutes: 780 });
    expect(week('2024-03-04').fillRate).toBeCloseTo(2 / 3);
    expect(week('2024-02-26')).toMatchObject({ requests: 0, fillRate: null, medianFirstQuoteMinutes: null });
  });

  it("counts cancellations and no-shows by the job's day, split late and by side", () => {
    expect(week('2024-03-04')).toMatchObject({
      bookingsStarting: 2,
      cancellations: 1,
      washerCancellations: 1,
      ownerCancellations: 0,
      lateCancellations: 0,
      cancellationRate: 0.5,
      noShows: 0,
      noShowRate: 0,
    });
    expect(week('2024-03-11')).toMatchObject({
      bookingsStarting: 4,
      cancellations: 1,
      lateCancellations: 1,
      ownerCancellations: 1,
      washerCancellations: 0,
      cancellationRate: 0.25,
      noShows: 1,
      noShowRate: 0.25,
    });
    expect(week('2024-02-26')).toMatchObject({ bookingsStarting: 0, cancellationRate: null, noShowRate: null });
  });

  it('gives the share of the week’s booking owners who had booked before it', () => {
    expect(week('2024-02-26')).toMatchObject({ bookingOwners: 1, repeatOwners: 0, repeatOwnerShare: 0 });
    expect(week('2024-03-04')).toMatchObject({ bookingOwners: 1, repeatOwners: 0 });
    expect(week('2024-03-11')).toMatchObject({ bookingOwners: 4, repeatOwners: 3, repeatOwnerShare: 0.75 });
  });

  it('counts each washer once, in the week of their first approval', () => {
    expect(figures.weeks.map((each) => each.washersVerified)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });
});

describe('GET /api/operator/figures', () => {
  it("answers an operator with two-factor with the figures as of now, today's booking among them", async () => {
    const operator = await signedInOperator(t);
    await booking(owners.d, new Date().toISOString(), { priceCents: 4200 });

    const response = await callAs(t, operator, 'GET', '/api/operator/figures');
    expect(response.status).toBe(200);
    const answer = marketplaceFiguresSchema.parse(await response.json());
    expect(answer.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), bookings: 1 });
    expect(answer.weeks.at(-1)?.grossBookingValueCents).toBe(4200);
  });
});

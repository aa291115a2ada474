import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noShowTexts, washerNoShowReason } from '@sudsy/domain/booking';
import { bookingPaymentRefusals, bookingPaymentTexts, type JobPaymentView } from '@sudsy/domain/job-payment';
import type { Receipt } from '@sudsy/domain/receipt';
import { receiptTotals } from '@sudsy/domain/ledger';
import { defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { appointmentCompletions, appointments, jobPayments } from '../../db/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { accept, mailsTo, payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { bookInstantly, instantWasher, ownerWithVehicle, slotsOf } from '../../test/instant-booking';
import { enablePayouts, saveTestCard } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { profileInput } from '../../test/washers';
import { movementsOfAppointment } from '../payments';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { sweepJobPayments } from './sweep';
import type { JobPaymentDeps } from './settle-service';

// How a booked job's money moves (docs/payments.md, "Holds and captures"), on the local provider:
// held a day before, captured at completion, released or charged the late fee at cancellation, a
// failed hold told and fixed, an unfixed one cancelled, each step recorded once in the ledger.

let t: TestApp;
let provider: LocalPaymentProvider;
let deps: JobPaymentDeps;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  if (t.payments?.mode !== 'local') throw new Error('the local provider is the default');
  provider = t.payments;
  deps = { db: t.database.db, provider, logger: (await import('pino')).pino({ level: 'silent' }) };
  washer = await washerWithProfile(t);
});
afterAll(() => t.close());

const yesterday = () => dayFromToday(-1);

/** A job of `owner` with the washer paid through Sudsy: $95, fee $9.50, starting when `fields` say. */
async function paidJob(owner: SignedIn, fields: Partial<typeof appointments.$inferInsert> = {}) {
  const id = await insertAppointment(t.database.db, washer, owner, { priceCents: 9500, ...fields });
  await t.database.db.insert(jobPayments).values({ appointmentId: id, amountCents: 9500, feeCents: 950 });
  return id;
}

async function payerWithCard(number?: string): Promise<SignedIn> {
  const owner = await signedIn(t, 'owner');
  await saveTestCard(t, owner, number);
  return owner;
}

async function paymentAs(who: SignedIn, id: string): Promise<JobPaymentView | null> {
  const response = await callAs(t, who, 'GET', `/api/appointments/${id}/payment`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { payment: JobPaymentView | null }).payment;
}

/** Lets the events recorded so far (and the provider's own) do their work. */
async function settled() {
  await t.mail.settled();
  await provider.settled();
}

const totals = async (id: string) => receiptTotals(await movementsOfAppointment(t.database.db, id), id);

describe('a job paid through Sudsy', () => {
  it('is held a day before its start, not sooner, and captured when the washer completes it', async () => {
    const owner = await payerWithCard();
    const id = await paidJob(owner, { serviceDate: yesterday(), startTime: '10:00', endTime: '11:00' });
    const startsAt = zonedTimeToInstant(yesterday(), '10:00', defaultTimeZone);

    await sweepJobPayments(deps, new Date(startsAt.getTime() - 25 * 3_600_000));
    expect(await paymentAs(owner, id)).toMatchObject({ status: 'scheduled', card: null });

    await sweepJobPayments(deps);
    const held = await paymentAs(owner, id);
    expect(held).toMatchObject({ status: 'held', card: 'Visa ending in 4242', feeCents: null });
    expect(held?.summary).toBe('$95.00 is held on your card and will be charged when the job is done.');
    expect(await paymentAs(washer, id)).toMatchObject({ status: 'held', feeCents: 950, card: null });

    expect((await completeAs(t, washer, id)).status).toBe(200);
    await settled();
    expect(await paymentAs(owner, id)).toMatchObject({
      status: 'captured',
      capturedCents: 9500,
      summary: 'Paid $95.00.',
    });
    expect(await totals(id)).toMatchObject({ capturedCents: 9500, feeCents: 950, washerNetCents: 8550 });

    // The receipt says how it was paid: the owner's copy what was charged, the washer's the fee and net.
    const receiptOf = async (who: SignedIn) =>
      ((await (await callAs(t, who, 'GET', `/api/appointments/${id}/receipt`)).json()) as { receipt: Receipt }).receipt;
    expect((await receiptOf(owner)).payment).toEqual({
      status: 'Paid with Visa ending in 4242',
      rows: [
        { label: 'Charged for the job', amountCents: 9500 },
        { label: 'Total charged', amountCents: 9500 },
      ],
    });
    expect((await receiptOf(washer)).payment?.rows.slice(-2)).toEqual([
      { label: 'Sudsy fee', amountCents: -950 },
      { label: 'You earn', amountCents: 8550 },
    ]);
    const mail = (await mailsTo(t, owner)).find((sent) => sent.subject.startsWith('Your receipt from'));
    expect(mail?.text).toContain('Paid with Visa ending in 4242');
  });

  it('records each movement once however often its step is repeated (a crash before the ledger write)', async () => {
    const owner = await payerWithCard();
    const id = await paidJob(owner, { serviceDate: yesterday() });
    await sweepJobPayments(deps);
    const [payment] = await t.database.db.select().from(jobPayments).where(eq(jobPayments.appointmentId, id));
    // The provider captured, then the process died before our transaction: the next sweep finds it.
    await provider.capture({
      paymentIntentId: payment!.intentId!,
      applicationFeeCents: 950,
      idempotencyKey: `capture-${id}`,
    });
    await t.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, id));
    await sweepJobPayments(deps);
    await sweepJobPayments(deps);
    const movements = await movementsOfAppointment(t.database.db, id);
    expect(movements.map((movement) => movement.kind)).toEqual(['hold', 'capture']);
    expect((await provider.retrievePaymentIntent(payment!.intentId!)).amountCapturedCents).toBe(9500);
  });

  it('tells both sides of a declined hold, and holds on the card the owner then chooses', async () => {
    const owner = await payerWithCard('4000 0000 0000 9995');
    const id = await paidJob(owner, { serviceDate: yesterday() });
    await sweepJobPayments(deps);
    const failed = await paymentAs(owner, id);
    expect(failed).toMatchObject({ status: 'hold_failed', failure: 'Your card has insufficient funds.' });
    expect(failed?.summary).toMatch(
      /^We could not hold \$95\.00 on your card\. Fix it by .+ or the booking will be cancelled without a fee\.$/,
    );
    expect((await paymentAs(washer, id))?.failure).toBeNull();
    expect((await mailsTo(t, owner)).at(-1)?.subject).toMatch(/^Your card was declined for /);
    expect((await mailsTo(t, washer)).at(-1)?.subject).toMatch(/^Payment pending for /);
    expect(await totals(id)).toMatchObject({ capturedCents: 0, totalPaidCents: 0 });

    // Trying again on the same card fails again; a new card, made the default, holds.
    const again = await callAs(t, owner, 'POST', `/api/appointments/${id}/payment/retry`);
    expect(((await again.json()) as { payment: JobPaymentView }).payment.status).toBe('hold_failed');
    await saveTestCard(t, owner);
    const { cards } = (await (await callAs(t, owner, 'GET', '/api/payment-methods')).json()) as {
      cards: { id: string; last4: string }[];
    };
    const good = cards.find((card) => card.last4 === '4242')!;
    expect((await callAs(t, owner, 'PUT', `/api/payment-methods/${good.id}/default`)).status).toBe(204);
    const fixed = await callAs(t, owner, 'POST', `/api/appointments/${id}/payment/retry`);
    expect(((await fixed.json()) as { payment: JobPaymentView }).payment).toMatchObject({
      status: 'held',
      card: 'Visa ending in 4242',
    });
    const twice = await callAs(t, owner, 'POST', `/api/appointments/${id}/payment/retry`);
    expect(twice.status).toBe(409);
    expect((await callAs(t, washer, 'POST', `/api/appointments/${id}/payment/retry`)).status).toBe(403);
  });

  it('cancels the booking without a fee when the card is not fixed by 2 hours before the job', async () => {
    const owner = await payerWithCard('4000 0000 0000 9995');
    const id = await paidJob(owner, { serviceDate: dayFromToday(3), startTime: '10:00', endTime: '11:00' });
    const startsAt = zonedTimeToInstant(dayFromToday(3), '10:00', defaultTimeZone);
    await sweepJobPayments(deps, new Date(startsAt.getTime() - 23 * 3_600_000));
    expect((await paymentAs(owner, id))?.status).toBe('hold_failed');
    await sweepJobPayments(deps, new Date(startsAt.getTime() - 3 * 3_600_000));
    expect((await paymentAs(owner, id))?.status).toBe('hold_failed');

    await sweepJobPayments(deps, new Date(startsAt.getTime() - 2 * 3_600_000));
    await settled();
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', cancelledLate: false });
    expect(await paymentAs(owner, id)).toMatchObject({ status: 'released', capturedCents: 0 });
    expect((await mailsTo(t, owner)).at(-1)?.subject).toMatch(/^Booking cancelled: /);
    expect((await mailsTo(t, washer)).at(-1)?.subject).toMatch(/^Appointment cancelled: /);
  });

  it('charges an owner who cancels inside the notice half the price, and releases a washer’s cancellation', async () => {
    const owner = await payerWithCard();
    const tomorrow = { serviceDate: dayFromToday(1), startTime: '10:00', endTime: '11:00' };
    const late = await paidJob(owner, { ...tomorrow, cancellationNoticeHours: 48 });
    const byWasher = await paidJob(owner, { ...tomorrow, startTime: '14:00', endTime: '15:00' });
    await sweepJobPayments(deps, new Date(Date.now() + 2 * 24 * 3_600_000));
    expect((await paymentAs(owner, late))?.status).toBe('held');

    expect((await callAs(t, owner, 'POST', `/api/appointments/${late}/cancel`, { reason: '' })).status).toBe(200);
    const washerCancel = { reason: 'Van broke down' };
    expect((await callAs(t, washer, 'POST', `/api/appointments/${byWasher}/cancel`, washerCancel)).status).toBe(200);
    await settled();
    expect(await paymentAs(owner, late)).toMatchObject({
      status: 'late_fee_charged',
      capturedCents: 4750,
      summary: 'Late cancellation fee charged: $47.50.',
    });
    expect(await totals(late)).toMatchObject({ capturedCents: 4750, feeCents: 475, washerNetCents: 4275 });
    expect(await paymentAs(owner, byWasher)).toMatchObject({ status: 'released', capturedCents: 0 });
    expect(await totals(byWasher)).toMatchObject({ totalPaidCents: 0, washerNetCents: 0 });
  });

  it('releases the hold when the owner reports the washer’s no-show, not before 30 minutes past the start', async () => {
    const owner = await payerWithCard();
    const soon = await paidJob(owner, { serviceDate: dayFromToday(1), startTime: '10:00', endTime: '11:00' });
    const tooEarly = await callAs(t, owner, 'POST', `/api/appointments/${soon}/no-show`);
    expect(tooEarly.status).toBe(409);
    expect(await tooEarly.json()).toMatchObject({ error: { code: 'too_early', message: noShowTexts.tooEarly } });

    const missed = await paidJob(owner, { serviceDate: yesterday(), startTime: '10:00', endTime: '11:00' });
    await sweepJobPayments(deps);
    expect((await paymentAs(owner, missed))?.status).toBe('held');
    expect((await callAs(t, washer, 'POST', `/api/appointments/${missed}/no-show`)).status).toBe(403);
    const stranger = await signedIn(t, 'owner');
    expect((await callAs(t, stranger, 'POST', `/api/appointments/${missed}/no-show`)).status).toBe(404);

    const reported = await callAs(t, owner, 'POST', `/api/appointments/${missed}/no-show`);
    expect(reported.status).toBe(200);
    expect(await reported.json()).toMatchObject({
      booking: { status: 'cancelled', cancelledBy: 'washer', cancelReason: washerNoShowReason, cancelledLate: false },
    });
    await settled();
    expect(await paymentAs(owner, missed)).toMatchObject({ status: 'released', capturedCents: 0 });
    expect(await totals(missed)).toMatchObject({ totalPaidCents: 0, washerNetCents: 0 });
    expect((await mailsTo(t, washer)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^No-show reported: /),
    );
    expect((await callAs(t, owner, 'POST', `/api/appointments/${missed}/no-show`)).status).toBe(409);
  });

  it('asks the owner to confirm a hold their bank challenges, and holds once they do', async () => {
    const owner = await payerWithCard('4000 0027 6000 3184');
    const id = await paidJob(owner, { serviceDate: yesterday() });
    await sweepJobPayments(deps);
    const asked = await paymentAs(owner, id);
    expect(asked).toMatchObject({ status: 'authentication_required' });
    expect(asked?.clientSecret).toMatch(/^pi_.+_secret_/);
    expect((await paymentAs(washer, id))?.clientSecret).toBeNull();

    const path = `/api/dev/payments/appointments/${id}/authenticate`;
    const confirmed = await callAs(t, owner, 'POST', path, { approve: true });
    expect(confirmed.status).toBe(200);
    await settled();
    expect(await paymentAs(owner, id)).toMatchObject({ status: 'held', clientSecret: null });
    expect((await totals(id)).capturedCents).toBe(0);
    expect((await movementsOfAppointment(t.database.db, id)).map((movement) => movement.kind)).toEqual(['hold']);
    expect((await callAs(t, owner, 'POST', path, { approve: true })).status).toBe(409);
  });

  it('is fixed at booking with the platform fee of the day; another owner’s payment is 404', async () => {
    const instant = await instantWasher(t);
    const owner = await ownerWithVehicle(t);
    const [start] = (await slotsOf(t, instant)).slots;
    const booked = await bookInstantly(t, owner, instant, start!);
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { appointmentId: string; priceCents: number } };
    const [row] = await t.database.db
      .select()
      .from(jobPayments)
      .where(eq(jobPayments.appointmentId, booking.appointmentId));
    expect(row).toMatchObject({ amountCents: booking.priceCents, feeCents: Math.round(booking.priceCents / 10) });
    const stranger = await signedIn(t, 'owner');
    expect((await callAs(t, stranger, 'GET', `/api/appointments/${booking.appointmentId}/payment`)).status).toBe(404);
    expect((await callAs(t, null, 'GET', `/api/appointments/${booking.appointmentId}/payment`)).status).toBe(401);
  });
});

describe('booking with payments on', () => {
  /** A washer with a public page who has not set up payouts. */
  async function washerWithoutPayouts(): Promise<SignedIn> {
    const unpaid = await signedIn(t, 'washer');
    expect((await callAs(t, unpaid, 'PUT', '/api/washer-profile', profileInput())).status).toBe(200);
    return unpaid;
  }

  /** The request's and the quote's state, which a refused booking must leave as they were. */
  async function requestState(owner: SignedIn, requestId: string) {
    const response = await callAs(t, owner, 'GET', `/api/quote-requests/${requestId}`);
    const { request } = (await response.json()) as { request: { status: string; recipients: { status: string }[] } };
    return { status: request.status, quotes: request.recipients.map((answer) => answer.status) };
  }

  it('needs the owner’s card: refused with what to do, nothing booked, then booked once a card is saved', async () => {
    const owner = await signedIn(t, 'owner');
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId)).status).toBe(200);
    const before = await requestState(owner, requestId);

    const refused = await accept(t, owner, requestId, washer);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'card_required', message: bookingPaymentRefusals.card_required },
    });
    expect(await requestState(owner, requestId)).toEqual(before);

    // Another owner's request stays unknown to an owner without a card.
    const stranger = await signedIn(t, 'owner');
    expect((await accept(t, stranger, requestId, washer)).status).toBe(404);

    await saveTestCard(t, owner);
    const booked = await accept(t, owner, requestId, washer);
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { appointmentId: string } };
    expect(await paymentAs(owner, booking.appointmentId)).toMatchObject({ status: 'scheduled', amountCents: 8500 });
  });

  it('needs an instant booker’s card too', async () => {
    const instant = await instantWasher(t);
    const cardless = await signedIn(t, 'owner');
    const vehicle = await callAs(t, cardless, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 });
    const owner = { ...cardless, vehicleId: ((await vehicle.json()) as { vehicle: { id: string } }).vehicle.id };
    const [start] = (await slotsOf(t, instant)).slots;
    const refused = await bookInstantly(t, owner, instant, start!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'card_required' } });
    expect((await slotsOf(t, instant)).slots).toContain(start);
  });

  it('lets a washer without payouts quote but not be booked, and keeps their instant booking off', async () => {
    const unpaid = await washerWithoutPayouts();
    const owner = await payingOwner(t);
    const requestId = await sendRequest(t, owner, [unpaid]);
    expect((await quote(t, unpaid, requestId)).status).toBe(200);
    const before = await requestState(owner, requestId);
    const refused = await accept(t, owner, requestId, unpaid);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'washer_payouts_required', message: bookingPaymentRefusals.washer_payouts_required },
    });
    expect(await requestState(owner, requestId)).toEqual(before);

    const settingsPath = '/api/washer-profile/instant-booking';
    expect(await (await callAs(t, unpaid, 'GET', settingsPath)).json()).toEqual({
      enabled: false,
      noticeHours: 2,
      payoutsReady: false,
    });
    const turnedOn = await callAs(t, unpaid, 'PUT', settingsPath, { enabled: true, noticeHours: 4 });
    expect(turnedOn.status).toBe(409);
    expect(await turnedOn.json()).toMatchObject({
      error: { code: 'washer_payouts_required', message: bookingPaymentTexts.instantNeedsPayouts },
    });
    const noticeOnly = await callAs(t, unpaid, 'PUT', settingsPath, { enabled: false, noticeHours: 4 });
    expect(await noticeOnly.json()).toEqual({ enabled: false, noticeHours: 4, payoutsReady: false });

    await enablePayouts(t, unpaid);
    const nowOn = await callAs(t, unpaid, 'PUT', settingsPath, { enabled: true, noticeHours: 4 });
    expect(await nowOn.json()).toEqual({ enabled: true, noticeHours: 4, payoutsReady: true });
    expect((await accept(t, owner, requestId, unpaid)).status).toBe(201);
  });
});

describe('a tip', () => {
  /** A job of a new owner that the washer completed and that was captured. */
  async function paidAndCompleted(number?: string) {
    const owner = await payerWithCard(number);
    const id = await paidJob(owner, { serviceDate: yesterday() });
    await sweepJobPayments(deps);
    expect((await completeAs(t, washer, id)).status).toBe(200);
    await settled();
    return { owner, id };
  }
  const tip = (owner: SignedIn, id: string, amountCents: unknown) =>
    callAs(t, owner, 'POST', `/api/appointments/${id}/tip`, { amountCents });

  it('goes to the washer whole, once, and shows on the payment', async () => {
    const { owner, id } = await paidAndCompleted();
    const open = await paymentAs(owner, id);
    expect(open?.tipUntil).not.toBeNull();
    const added = await tip(owner, id, 1425);
    expect(added.status).toBe(200);
    expect(((await added.json()) as { payment: JobPaymentView }).payment).toMatchObject({
      tipCents: 1425,
      tipUntil: null,
      summary: 'Paid $95.00 and a $14.25 tip.',
    });
    expect(await totals(id)).toMatchObject({ tipCents: 1425, totalPaidCents: 10925, washerNetCents: 8550 + 1425 });
    const subjects = (await mailsTo(t, washer)).map((mail) => mail.subject);
    expect(subjects).toContain('Olivia Owner tipped you $14.25');
    expect(await tip(owner, id, 500)).toMatchObject({ status: 409 });
    expect((await totals(id)).tipCents).toBe(1425);
  });

  it('refuses bad amounts, another’s job, an unpaid job and a late tip, changing nothing', async () => {
    const { owner, id } = await paidAndCompleted();
    const tooSmall = await tip(owner, id, 99);
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.json()).toMatchObject({
      error: { fields: { amountCents: 'Enter a tip of at least $1.' } },
    });
    expect((await tip(owner, id, 10_001)).status).toBe(400);
    expect((await tip(owner, id, 'lots')).status).toBe(400);
    expect((await tip(await signedIn(t, 'owner'), id, 500)).status).toBe(404);
    expect((await callAs(t, washer, 'POST', `/api/appointments/${id}/tip`, { amountCents: 500 })).status).toBe(403);
    const held = await paidJob(owner, { serviceDate: yesterday() });
    expect(await (await tip(owner, held, 500)).json()).toMatchObject({ error: { code: 'not_paid' } });
    await t.database.db
      .update(appointmentCompletions)
      .set({ completedAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(appointmentCompletions.appointmentId, id));
    expect(await (await tip(owner, id, 500)).json()).toMatchObject({ error: { code: 'tip_window_closed' } });
    expect(await totals(id)).toMatchObject({ tipCents: 0 });
  });

  it('tells the owner when their card declines the tip, and records nothing', async () => {
    const { owner, id } = await paidAndCompleted();
    await saveTestCard(t, owner, '4000 0000 0000 9995');
    const { cards } = (await (await callAs(t, owner, 'GET', '/api/payment-methods')).json()) as {
      cards: { id: string; last4: string }[];
    };
    const declining = cards.find((card) => card.last4 === '9995')!;
    await callAs(t, owner, 'PUT', `/api/payment-methods/${declining.id}/default`);
    const refused = await tip(owner, id, 500);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'card_declined', message: 'Your card has insufficient funds.' },
    });
    expect(await totals(id)).toMatchObject({ tipCents: 0 });
  });
});

describe('a refund by the washer', () => {
  const refund = (who: SignedIn, id: string, body: unknown) =>
    callAs(t, who, 'POST', `/api/appointments/${id}/refund`, body);

  it('gives back the price first and then the tip, each side its own share, never more than was paid', async () => {
    const owner = await payerWithCard();
    const id = await paidJob(owner, { serviceDate: yesterday() });
    await sweepJobPayments(deps);
    expect((await completeAs(t, washer, id)).status).toBe(200);
    await settled();
    expect((await callAs(t, owner, 'POST', `/api/appointments/${id}/tip`, { amountCents: 1500 })).status).toBe(200);

    const partial = await refund(washer, id, { amountCents: 2000, reason: 'Missed a spot' });
    expect(partial.status).toBe(200);
    expect(((await partial.json()) as { payment: JobPaymentView }).payment).toMatchObject({
      refundedCents: 2000,
      refundableCents: 9000,
      summary: 'Paid: $95.00 and a $15.00 tip; $20.00 refunded.',
    });
    expect((await mailsTo(t, owner)).at(-1)?.subject).toBe('Shine Mobile Detailing refunded you $20.00');
    // $20 of the $95 price: the platform gives back $2 of its $9.50 fee, the washer $18.
    expect(await totals(id)).toMatchObject({ refundedCents: 2000, feeCents: 750, washerNetCents: 8550 + 1500 - 1800 });

    const tooMuch = await refund(washer, id, { amountCents: 9001 });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({
      error: { fields: { amountCents: 'You can refund at most $90.' } },
    });
    expect((await refund(owner, id, { amountCents: 100 })).status).toBe(403);
    expect((await refund(await signedIn(t, 'washer'), id, { amountCents: 100 })).status).toBe(404);

    const rest = await refund(washer, id, { amountCents: 9000 });
    expect(rest.status).toBe(200);
    expect(await totals(id)).toMatchObject({ refundedCents: 11000, totalPaidCents: 0, feeCents: 0, washerNetCents: 0 });
    expect(((await paymentAs(owner, id)) ?? { summary: '' }).summary).toBe(
      'Paid $95.00 and a $15.00 tip; $110.00 refunded.',
    );
  });

  it("keeps a long-settled payment under the reconciliation's watch once refunded", async () => {
    const owner = await payerWithCard();
    const id = await paidJob(owner, { serviceDate: yesterday() });
    await sweepJobPayments(deps);
    expect((await completeAs(t, washer, id)).status).toBe(200);
    await settled();
    const longAgo = new Date(Date.now() - 40 * 24 * 3_600_000);
    await t.database.db.update(jobPayments).set({ updatedAt: longAgo }).where(eq(jobPayments.appointmentId, id));

    const before = Date.now();
    expect((await refund(washer, id, { amountCents: 500 })).status).toBe(200);
    const [row] = await t.database.db.select().from(jobPayments).where(eq(jobPayments.appointmentId, id));
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('refuses a job not paid through Sudsy', async () => {
    const owner = await signedIn(t, 'owner');
    const id = await insertAppointment(t.database.db, washer, owner, { priceCents: 9500, serviceDate: yesterday() });
    const refused = await refund(washer, id, { amountCents: 500 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'not_refundable' } });
  });
});

describe('with payments off', () => {
  it('books as before, paid at the job: there is no payment to show or fix', async () => {
    const off = await createTestApp({ PAYMENTS: 'off' });
    try {
      const offWasher = await instantWasher(off);
      const owner = await ownerWithVehicle(off);
      const [start] = (await slotsOf(off, offWasher)).slots;
      const booked = await bookInstantly(off, owner, offWasher, start!);
      expect(booked.status).toBe(201);
      const { booking } = (await booked.json()) as { booking: { appointmentId: string } };
      const path = `/api/appointments/${booking.appointmentId}/payment`;
      const response = await callAs(off, owner, 'GET', path);
      expect(await response.json()).toEqual({ payment: null });
      const retry = await callAs(off, owner, 'POST', `${path}/retry`);
      expect(retry.status).toBe(409);
      expect(await retry.json()).toMatchObject({ error: { code: 'payments_off' } });
    } finally {
      await off.close();
    }
  });
});

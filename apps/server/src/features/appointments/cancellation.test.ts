import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bid } from '@sudsy/domain/bids';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { noShowTexts, washerNoShowReason, type Booking } from '@sudsy/domain/booking';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { freeCancellationText } from '@sudsy/domain/cancellation-policy';
import { defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { dayFromToday } from '../../test/dates';
import { callAs, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { accept, mailsTo, payingOwner, quote, sendRequest, upcoming, washerWithProfile } from '../../test/bookings';
import { profileInput } from '../../test/washers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appointmentDays, quoteResponses } from '../../db/schema';

// A cancelled booking is not a dead request (docs/product.md, "Bookings and appointments"): the
// request returns to its owner with the other washers' quotes, unless the owner cancels it too.

let t: TestApp;
let owner: SignedIn;
let booked: SignedIn;
let rival: SignedIn;
let silent: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, booked, rival, silent] = await Promise.all([
    payingOwner(t),
    washerWithProfile(t, 'Booked Brite'),
    washerWithProfile(t, 'Rival Rinse'),
    washerWithProfile(t, 'Silent Suds'),
  ]);
});
afterAll(() => t.close());

const detail = async (requestId: string): Promise<QuoteRequestDetail> =>
  (
    (await (await callAs(t, owner, 'GET', `/api/quote-requests/${requestId}`)).json()) as {
      request: QuoteRequestDetail;
    }
  ).request;
const statuses = async (requestId: string) =>
  Object.fromEntries((await detail(requestId)).recipients.map((recipient) => [recipient.washerId, recipient.status]));
const cancel = (who: SignedIn, booking: Booking, body: Record<string, unknown>) =>
  callAs(t, who, 'POST', `/api/appointments/${booking.appointmentId}/cancel`, body);

/**
 * A request to three washers: `booked` and `rival` quoted for the same slot on different days,
 * `silent` has not answered, and the owner booked `booked`. Each test uses its own weekday, as
 * bookings stay in the washers' calendars.
 */
async function bookedRequest(day: Parameters<typeof upcoming>[0]) {
  const requestId = await sendRequest(t, owner, [booked, rival, silent]);
  const slot = { proposedDate: upcoming(day), proposedTime: '10:00' };
  expect((await quote(t, booked, requestId, slot)).status).toBe(200);
  expect((await quote(t, rival, requestId, { ...slot, amountCents: 7000 })).status).toBe(200);
  const response = await accept(t, owner, requestId, booked);
  expect(response.status).toBe(201);
  return { requestId, booking: ((await response.json()) as { booking: Booking }).booking };
}

describe('a booked request', () => {
  it('leaves the other washers not chosen, whatever they had answered', async () => {
    const { requestId } = await bookedRequest('Monday');
    expect(await statuses(requestId)).toEqual({
      [booked.id]: 'accepted',
      [rival.id]: 'not-chosen',
      [silent.id]: 'not-chosen',
    });
    expect((await quote(t, silent, requestId)).status).toBe(409);
  });
});

describe('cancelling a booking', () => {
  it('by the washer returns the request to its owner: the other quote can be booked, a washer who had not answered can quote', async () => {
    const { requestId, booking } = await bookedRequest('Tuesday');
    expect((await cancel(booked, booking, { reason: 'Van broke down' })).status).toBe(200);

    const request = await detail(requestId);
    expect(request.status).toBe('sent');
    expect(request.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'washer' });
    expect(await statuses(requestId)).toEqual({
      [booked.id]: 'cancelled',
      [rival.id]: 'quoted',
      [silent.id]: 'sent',
    });
    // The washer who cancelled cannot quote again; the one who had not answered still can.
    expect((await quote(t, booked, requestId)).status).toBe(409);
    expect(
      (await quote(t, silent, requestId, { proposedDate: upcoming('Tuesday'), proposedTime: '13:00' })).status,
    ).toBe(200);
    const mail = (await mailsTo(t, owner)).findLast((entry) => entry.subject.startsWith('Appointment cancelled'));
    expect(mail?.text).toContain('Your request is open again');

    const rebooked = await accept(t, owner, requestId, rival);
    expect(rebooked.status).toBe(201);
    expect((await detail(requestId)).booking).toMatchObject({ washerId: rival.id, status: 'scheduled' });
    const bids = (await (await callAs(t, booked, 'GET', '/api/bids')).json()) as { bids: Bid[] };
    expect(bids.bids.find((bid) => bid.request.id === requestId)?.status).toBe('cancelled');
  });

  it('by the owner keeps the request open when asked, and cancels it otherwise', async () => {
    const kept = await bookedRequest('Wednesday');
    expect((await cancel(owner, kept.booking, { keepRequestOpen: true })).status).toBe(200);
    expect((await detail(kept.requestId)).status).toBe('sent');
    expect(await statuses(kept.requestId)).toEqual({
      [booked.id]: 'cancelled',
      [rival.id]: 'quoted',
      [silent.id]: 'sent',
    });

    const ended = await bookedRequest('Thursday');
    expect((await cancel(owner, ended.booking, { reason: 'Sold the car' })).status).toBe(200);
    expect((await detail(ended.requestId)).status).toBe('cancelled');
    expect((await accept(t, owner, ended.requestId, rival)).status).toBe(409);
    expect((await quote(t, silent, ended.requestId)).status).toBe(409);
  });

  it('lapses a quote whose start passed while the request was booked, and tells its washer', async () => {
    const { requestId, booking } = await bookedRequest('Friday');
    await t.database.db
      .update(quoteResponses)
      .set({ proposedDate: dayFromToday(-1) })
      .where(and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.washerId, rival.id)));
    const lapsedMails = async () =>
      (await mailsTo(t, rival)).filter((mail) => mail.subject === 'Your quote for Test User has lapsed');
    const before = (await lapsedMails()).length;

    expect((await cancel(booked, booking, { reason: 'Sick' })).status).toBe(200);
    expect(await statuses(requestId)).toMatchObject({ [rival.id]: 'expired', [silent.id]: 'sent' });
    expect((await accept(t, owner, requestId, rival)).status).toBe(409);
    const mails = await lapsedMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('your quote lapsed');
  });

  it('refuses a choice that is not yes or no with 400 and changes nothing', async () => {
    const { requestId, booking } = await bookedRequest('Saturday');
    const response = await cancel(owner, booking, { keepRequestOpen: 'maybe' });
    expect(response.status).toBe(400);
    expect((await detail(requestId)).status).toBe('booked');
  });
});

describe('the cancellation policy', () => {
  const saveNotice = async (who: SignedIn, hours: number) =>
    (await callAs(t, who, 'PUT', '/api/washer-profile', { ...profileInput(), cancellationNoticeHours: hours })).status;
  const publicPage = async (who: SignedIn) =>
    (await (await callAs(t, null, 'GET', `/api/washers/${who.id}`)).json()) as PublicWasher;
  const cancelJob = async (who: SignedIn, washer: SignedIn, days: number, body: Record<string, unknown>) => {
    const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(days) });
    const response = await callAs(t, who, 'POST', `/api/appointments/${id}/cancel`, body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { booking: Booking }).booking;
  };

  it('marks a cancellation inside the washer’s notice late on both sides, and counts the washer’s own on their page', async () => {
    const strict = await washerWithProfile(t, 'Strict Shine');
    expect(await saveNotice(strict, 48)).toBe(200);
    expect(await publicPage(strict)).toMatchObject({ cancellationNoticeHours: 48, lateCancellations: 0 });

    // Tomorrow is inside 48 hours; a week ahead is not.
    expect(await cancelJob(strict, strict, 1, { reason: 'Flat tyre' })).toMatchObject({ cancelledLate: true });
    expect(await cancelJob(strict, strict, 7, { reason: 'Holiday' })).toMatchObject({ cancelledLate: false });
    const byOwner = await cancelJob(owner, strict, 1, {});
    expect(byOwner).toMatchObject({ cancelledLate: true, cancelledBy: 'owner' });
    const seen = await callAs(t, strict, 'GET', `/api/appointments/${byOwner.appointmentId}`);
    expect(((await seen.json()) as { appointment: AppointmentDetail }).appointment.cancellation).toEqual({
      by: 'owner',
      reason: null,
      late: true,
    });
    // Only the washer's own late cancellations count against them.
    expect(await publicPage(strict)).toMatchObject({ lateCancellations: 1 });
  });

  it('counts the jobs the washer did not come to on their page, beside their late cancellations', async () => {
    const absent = await washerWithProfile(t, 'Absent Aqua');
    const missed = await insertAppointment(t.database.db, absent, owner, { serviceDate: dayFromToday(-1) });
    expect((await callAs(t, owner, 'POST', `/api/appointments/${missed}/no-show`)).status).toBe(200);
    // The washer's own cancellation in the same words is a cancellation, not a no-show.
    expect(await cancelJob(absent, absent, 7, { reason: washerNoShowReason })).toMatchObject({ cancelledLate: false });
    expect(await publicPage(absent)).toMatchObject({ lateCancellations: 0, noShows: 1 });
  });

  it('refuses a no-show report once the washer said they arrived', async () => {
    const present = await washerWithProfile(t, 'Present Polish');
    const id = await insertAppointment(t.database.db, present, owner, { serviceDate: dayFromToday(-1) });
    await t.database.db.insert(appointmentDays).values({ appointmentId: id, step: 'arrived' });
    const refused = await callAs(t, owner, 'POST', `/api/appointments/${id}/no-show`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'washer_arrived', message: noShowTexts.arrived } });
    expect(await publicPage(present)).toMatchObject({ noShows: 0 });
  });

  it("tells both sides of a booking its start and the washer's notice, so the cancel dialog can warn before a late one", async () => {
    const washer = await washerWithProfile(t, 'Terms Told');
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId, { proposedDate: upcoming('Monday') })).status).toBe(200);
    const accepted = await accept(t, owner, requestId, washer);
    expect(accepted.status).toBe(201);
    const { booking } = (await accepted.json()) as { booking: Booking };
    const start = zonedTimeToInstant(booking.date, booking.start, defaultTimeZone).toISOString();
    expect(booking).toMatchObject({ startsAt: start, cancellationNoticeHours: 24 });
    expect((await detail(requestId)).booking).toMatchObject({ startsAt: start, cancellationNoticeHours: 24 });
    const bids = (await (await callAs(t, washer, 'GET', '/api/bids')).json()) as { bids: Bid[] };
    expect(bids.bids.find((bid) => bid.request.id === requestId)?.booking).toMatchObject({
      startsAt: start,
      cancellationNoticeHours: 24,
    });
  });

  it('says a booking made inside the notice had no free cancellation, in its confirmation and on its page', async () => {
    const washer = await washerWithProfile(t, 'Short Notice');
    expect(await saveNotice(washer, 48)).toBe(200);
    const requestId = await sendRequest(t, owner, [washer]);
    // Tomorrow is always inside 48 hours.
    expect((await quote(t, washer, requestId, { proposedDate: dayFromToday(1) })).status).toBe(200);
    const before = Date.now();
    const accepted = await accept(t, owner, requestId, washer);
    expect(accepted.status).toBe(201);
    const { booking } = (await accepted.json()) as { booking: Booking };
    const confirmation = (await mailsTo(t, owner))
      .filter((mail) => mail.subject.startsWith('Booking confirmed'))
      .at(-1);
    expect(confirmation?.text).toContain("No free cancellation: booked within the washer's 48-hour notice");
    const page = (await (await callAs(t, owner, 'GET', `/api/appointments/${booking.appointmentId}`)).json()) as {
      appointment: AppointmentDetail;
    };
    expect(new Date(page.appointment.bookedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the notice a booking was made under, whatever the washer sets afterwards', async () => {
    const washer = await washerWithProfile(t, 'Changed Mind');
    expect(await saveNotice(washer, 2)).toBe(200);
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId, { proposedDate: dayFromToday(1) })).status).toBe(200);
    const accepted = await accept(t, owner, requestId, washer);
    expect(accepted.status).toBe(201);
    const { booking } = (await accepted.json()) as { booking: Booking };
    expect(booking).toMatchObject({ cancellationNoticeHours: 2 });
    const terms = freeCancellationText(new Date(booking.startsAt), 2, booking.timeZone, new Date());
    expect(terms).toMatch(/^Free cancellation until \w{3} \d{1,2} \w{3}, \d{1,2}:\d\d [AP]M$/);
    const confirmation = (await mailsTo(t, owner))
      .filter((mail) => mail.subject.startsWith('Booking confirmed'))
      .at(-1);
    expect(confirmation?.text).toContain(terms);

    // A 48-hour policy set after the booking would make tomorrow's job late at any hour; the booking keeps its 2 hours.
    expect(await saveNotice(washer, 48)).toBe(200);
    expect((await detail(requestId)).booking).toMatchObject({ cancellationNoticeHours: 2 });
    const response = await cancel(owner, booking, {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as { booking: Booking }).booking).toMatchObject({
      cancelledLate: false,
      cancellationNoticeHours: 2,
    });
  });

  it('asks no notice when the washer sets none, and refuses a notice it does not offer', async () => {
    const relaxed = await washerWithProfile(t, 'Relaxed Rinse');
    expect(await saveNotice(relaxed, 0)).toBe(200);
    expect(await cancelJob(relaxed, relaxed, 1, { reason: 'Rain' })).toMatchObject({ cancelledLate: false });
    expect(await saveNotice(relaxed, 36)).toBe(400);
    expect(await publicPage(relaxed)).toMatchObject({ cancellationNoticeHours: 0, lateCancellations: 0 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bid } from '@sudsy/domain/bids';
import { acceptSlotMessages, bookingMessages, type Booking } from '@sudsy/domain/booking';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import type { ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import { defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { Weekday } from '@sudsy/domain/time-slots';
import { callAs, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { appointments } from '../../db/schema';
import { recordEvent } from '../../platform/events/record-event';
import { accept, mailsTo, payingOwner, quote, sendRequest, upcoming, washerWithProfile } from '../../test/bookings';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let washer: SignedIn;
let rival: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, washer, rival] = await Promise.all([
    payingOwner(t),
    payingOwner(t),
    washerWithProfile(t),
    washerWithProfile(t, 'Rival Rinse'),
  ]);
});
afterAll(() => t.close());

async function detail(who: SignedIn, requestId: string): Promise<QuoteRequestDetail> {
  const response = await callAs(t, who, 'GET', `/api/quote-requests/${requestId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { request: QuoteRequestDetail }).request;
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  return {
    status: response.status,
    message: ((await response.json()) as { error: { message: string } }).error.message,
  };
}

/**
 * A request to both washers, each of whom quoted; the washer's 90-minute quote starts at `time` on
 * the coming `day`. Each test takes slots of its own, as bookings stay in the washer's calendar.
 */
async function quotedRequest(time: string, from: SignedIn = owner, day: Weekday = 'Tuesday'): Promise<string> {
  const requestId = await sendRequest(t, from, [washer, rival]);
  expect((await quote(t, washer, requestId, { proposedDate: upcoming(day), proposedTime: time })).status).toBe(200);
  expect(
    (await quote(t, rival, requestId, { amountCents: 7000, proposedDate: upcoming(day), proposedTime: time })).status,
  ).toBe(200);
  return requestId;
}

describe('accepting a quote', () => {
  it('books it: quote accepted, the others not chosen, the request booked, one appointment both sides see', async () => {
    const requestId = await quotedRequest('10:00');
    const response = await accept(t, owner, requestId, washer);
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: Booking };
    expect(booking).toEqual({
      appointmentId: expect.any(String),
      washerId: washer.id,
      date: upcoming('Tuesday'),
      start: '10:00',
      end: '11:30',
      status: 'scheduled',
      priceCents: 8500,
      cancelledBy: null,
      cancelReason: null,
      cancelledLate: false,
      startsAt: zonedTimeToInstant(upcoming('Tuesday'), '10:00', defaultTimeZone).toISOString(),
      cancellationNoticeHours: 24,
      timeZone: defaultTimeZone,
      seriesId: null,
    });

    const request = await detail(owner, requestId);
    expect(request.status).toBe('booked');
    expect(request.booking).toEqual(booking);
    expect(Object.fromEntries(request.recipients.map((recipient) => [recipient.washerId, recipient.status]))).toEqual({
      [washer.id]: 'accepted',
      [rival.id]: 'not-chosen',
    });

    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, booking.appointmentId));
    expect(row).toMatchObject({
      washerId: washer.id,
      ownerId: owner.id,
      quoteRequestId: requestId,
      services: ['express-wash'],
      address: '600 Congress Ave, Austin, TX 78701',
      vehicleDescription: 'Vehicle not specified',
      ownerName: 'Test User',
    });

    const schedule = (await (
      await callAs(t, washer, 'GET', '/api/schedule/appointments')
    ).json()) as ScheduleAppointments;
    expect(schedule.appointments.map((appointment) => appointment.id)).toContain(booking.appointmentId);
    const washerBids = (await (await callAs(t, washer, 'GET', '/api/bids')).json()) as { bids: Bid[] };
    expect(washerBids.bids.find((bid) => bid.request.id === requestId)).toMatchObject({ status: 'accepted', booking });
    const rivalBids = (await (await callAs(t, rival, 'GET', '/api/bids')).json()) as { bids: Bid[] };
    expect(rivalBids.bids.find((bid) => bid.request.id === requestId)).toMatchObject({
      status: 'not-chosen',
      booking: null,
    });
  });

  it('mails the booking to both sides with the appointment as an .ics file', async () => {
    for (const who of [owner, washer]) {
      const mail = (await mailsTo(t, who)).find((entry) => /booking/i.test(entry.subject));
      expect(mail?.attachments).toEqual([
        {
          filename: 'sudsy-appointment.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: expect.stringContaining('BEGIN:VEVENT'),
        },
      ]);
      expect(mail?.attachments[0]?.content).toContain('STATUS:CONFIRMED');
      expect(mail?.text).toContain('Price: $85.00');
    }
  });

  it('refuses a second acceptance of a booked request, and a withdrawn or unanswered quote (409)', async () => {
    const requestId = await quotedRequest('12:00');
    expect((await accept(t, owner, requestId, washer)).status).toBe(201);
    expect(await errorOf(await accept(t, owner, requestId, rival))).toEqual({
      status: 409,
      message: bookingMessages.requestClosed,
    });

    const open = await sendRequest(t, owner, [washer, rival]);
    expect(await errorOf(await accept(t, owner, open, washer))).toEqual({
      status: 409,
      message: bookingMessages.quoteNotOpen,
    });
  });

  it('checks the calendar again: a slot taken since the quote is refused with a clear message (409)', async () => {
    const first = await quotedRequest('14:00');
    const second = await quotedRequest('14:30', otherOwner);
    expect((await accept(t, owner, first, washer)).status).toBe(201);
    expect(await errorOf(await accept(t, otherOwner, second, washer))).toEqual({
      status: 409,
      message: acceptSlotMessages.booked,
    });
    expect((await detail(otherOwner, second)).status).toBe('sent');
  });

  it("answers 404 for another owner's request or a washer it was not sent to, 403 for a washer, 401 signed out", async () => {
    const requestId = await quotedRequest('09:00', owner, 'Wednesday');
    expect((await accept(t, otherOwner, requestId, washer)).status).toBe(404);
    expect((await accept(t, owner, requestId, otherOwner)).status).toBe(404);
    expect((await accept(t, washer, requestId, washer)).status).toBe(403);
    expect((await accept(t, null, requestId, washer)).status).toBe(401);
  });
});

describe('cancelling', () => {
  it('a request withdraws its open quotes and tells their washers once; nobody can quote or accept any more', async () => {
    const requestId = await quotedRequest('09:00', owner, 'Wednesday');
    const cancelMails = async (who: SignedIn) =>
      (await mailsTo(t, who)).filter((mail) => mail.subject === 'Quote request cancelled by Test User').length;
    const before = await Promise.all([washer, rival].map(cancelMails));
    expect((await callAs(t, otherOwner, 'POST', `/api/quote-requests/${requestId}/cancel`)).status).toBe(404);
    expect((await callAs(t, owner, 'POST', `/api/quote-requests/${requestId}/cancel`)).status).toBe(204);
    const request = await detail(owner, requestId);
    expect(request.status).toBe('cancelled');
    expect(request.recipients.map((recipient) => recipient.status)).toEqual(['withdrawn', 'withdrawn']);
    expect((await callAs(t, owner, 'POST', `/api/quote-requests/${requestId}/cancel`)).status).toBe(204);
    expect(await Promise.all([washer, rival].map(cancelMails))).toEqual(before.map((count) => count + 1));
    expect((await quote(t, washer, requestId)).status).toBe(409);
    expect((await accept(t, owner, requestId, washer)).status).toBe(409);
  });

  it('a booked request is cancelled through its appointment', async () => {
    const requestId = await quotedRequest('15:30');
    await accept(t, owner, requestId, washer);
    expect(await errorOf(await callAs(t, owner, 'POST', `/api/quote-requests/${requestId}/cancel`))).toEqual({
      status: 409,
      message: bookingMessages.bookedRequestCancel,
    });
  });

  it('by the washer needs a reason, and the owner sees who cancelled and why, by email too', async () => {
    const requestId = await quotedRequest('11:00', owner, 'Wednesday');
    const { booking } = (await (await accept(t, owner, requestId, washer)).json()) as { booking: Booking };
    const path = `/api/appointments/${booking.appointmentId}/cancel`;
    expect((await callAs(t, rival, 'POST', path, { reason: 'Not mine' })).status).toBe(404);
    expect((await callAs(t, null, 'POST', path, { reason: 'x' })).status).toBe(401);
    expect(await errorOf(await callAs(t, washer, 'POST', path, { reason: '  ' }))).toEqual({
      status: 400,
      message: bookingMessages.washerReasonRequired,
    });

    const cancelled = await callAs(t, washer, 'POST', path, { reason: 'Van broke down' });
    expect(cancelled.status).toBe(200);
    const request = await detail(owner, requestId);
    expect(request.status).toBe('sent');
    expect(request.booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'washer',
      cancelReason: 'Van broke down',
    });

    const mail = (await mailsTo(t, owner)).find((entry) => entry.subject.startsWith('Appointment cancelled'));
    expect(mail?.text).toContain('Reason: Van broke down');
    expect(mail?.attachments[0]?.content).toContain('STATUS:CANCELLED');
    expect((await callAs(t, owner, 'POST', path, {})).status).toBe(409);
  });

  it('by the owner frees the slot and tells the washer', async () => {
    const requestId = await quotedRequest('13:00', owner, 'Thursday');
    const { booking } = (await (await accept(t, owner, requestId, washer)).json()) as { booking: Booking };
    const taken = await sendRequest(t, otherOwner, [washer]);
    expect((await quote(t, washer, taken, { proposedDate: upcoming('Thursday'), proposedTime: '13:00' })).status).toBe(
      409,
    );

    expect((await callAs(t, owner, 'POST', `/api/appointments/${booking.appointmentId}/cancel`, {})).status).toBe(200);
    const mail = (await mailsTo(t, washer)).find((entry) => entry.subject.startsWith('Appointment cancelled'));
    expect(mail?.text).toContain('Test User cancelled the appointment below.');
    expect((await quote(t, washer, taken, { proposedDate: upcoming('Thursday'), proposedTime: '13:00' })).status).toBe(
      200,
    );
  });
});

describe('email preferences', () => {
  it('an owner who turned request updates off gets no quote or booking mail', async () => {
    const quiet = await payingOwner(t);
    const preferences = defaultPreferences();
    await saveNotificationPreferences(t.database.db, quiet.id, {
      ...preferences,
      email: { ...preferences.email, requestUpdates: false },
    });
    const requestId = await sendRequest(t, quiet, [washer]);
    await quote(t, washer, requestId, { proposedDate: upcoming('Friday') });
    expect((await accept(t, quiet, requestId, washer)).status).toBe(201);
    expect((await mailsTo(t, quiet)).map((mail) => mail.subject)).toEqual(['Confirm your email for Sudsy']);
  });
});

describe('lapsed quote mail', () => {
  it('tells a washer whose start passed with nobody booked why their quote lapsed', async () => {
    const lapsing = await washerWithProfile(t, 'Late Lather');
    const requestId = await sendRequest(t, owner, [lapsing]);
    await recordEvent(t.database.db, {
      type: 'quotes-lapsed',
      requestId,
      washerIds: [lapsing.id],
      why: 'start-passed',
    });
    const [mail] = await mailsTo(t, lapsing).then((mails) =>
      mails.filter((entry) => entry.subject.endsWith('has lapsed')),
    );
    expect(mail?.text).toContain('has passed without a booking, so your quote lapsed. Nothing is booked.');
    expect(mail?.text).not.toContain('was cancelled');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTimeNoticeMinutes } from '@sudsy/domain/free-time';
import { instantBookingMessages } from '@sudsy/domain/instant-booking';
import { addDays, dateInTimeZone, wallClockOf } from '@sudsy/domain/schedule-time-zone';
import { slotEnd } from '@sudsy/domain/booking';
import { fromMinutes } from '@sudsy/domain/time-slots';
import { defaultSizeSurcharges, priceForVehicle } from '@sudsy/domain/size-pricing';
import { appointments, quoteRequests, quoteResponses, washerProfiles } from '../../db/schema';
import { callAs, signedIn } from '../../test/accounts';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import {
  bookInstantly,
  instantSettingsPath,
  instantWasher,
  ownerWithVehicle,
  slotsOf,
} from '../../test/instant-booking';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settingsPath = instantSettingsPath;

describe('instant booking settings', () => {
  it('start off with two hours of notice, save, and refuse a notice off the list', async () => {
    const washer = await washerWithProfile(t);
    const settings = { enabled: false, noticeHours: 2, payoutsReady: true };
    expect(await (await callAs(t, washer, 'GET', settingsPath)).json()).toEqual(settings);
    const saved = await callAs(t, washer, 'PUT', settingsPath, { enabled: true, noticeHours: 24 });
    expect(await saved.json()).toEqual({ ...settings, enabled: true, noticeHours: 24 });
    const refused = await callAs(t, washer, 'PUT', settingsPath, { enabled: true, noticeHours: 3 });
    expect(refused.status).toBe(400);
    expect(await (await callAs(t, washer, 'GET', settingsPath)).json()).toEqual({
      ...settings,
      enabled: true,
      noticeHours: 24,
    });
  });

  it('need a business profile first', async () => {
    const washer = await signedIn(t, 'washer');
    const response = await callAs(t, washer, 'PUT', settingsPath, { enabled: true, noticeHours: 2 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: instantBookingMessages.profileFirst } });
  });
});

describe('GET /api/washers/{id}/free-slots', () => {
  it('lists nothing while the washer does not take instant bookings', async () => {
    const washer = await washerWithProfile(t);
    expect(await slotsOf(t, washer)).toMatchObject({ instantBooking: false, slots: [] });
  });

  it("lists the washer's free starts after their notice, at their listed price and duration", async () => {
    const washer = await instantWasher(t, 24);
    // Their cancellation policy comes along: Book now says its terms before the owner books.
    await t.database.db
      .update(washerProfiles)
      .set({ cancellationNoticeHours: 48 })
      .where(eq(washerProfiles.userId, washer.id));
    const before = Date.now();
    const free = await slotsOf(t, washer);
    expect(free).toMatchObject({
      instantBooking: true,
      noticeHours: 24,
      cancellationNoticeHours: 48,
      durationMinutes: 35,
      servicesCents: 4000,
      sizeSurcharges: defaultSizeSurcharges,
    });
    expect(free.slots.length).toBeGreaterThan(0);
    const starts = free.slots.map((slot) => new Date(slot).getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(before + 24 * 60 * 60_000);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    // On the half hour of the washer's day, within their default hours (09:00–17:00, Saturdays 10:00–15:00).
    const perDay = new Map<string, number>();
    for (const slot of free.slots) {
      const { date, minutes } = wallClockOf(new Date(slot), free.timeZone);
      expect(minutes % 30).toBe(0);
      expect(minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes + 35).toBeLessThanOrEqual(17 * 60);
      perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
    // Every start of a free weekday (09:00 to 16:00), over the next two weeks: of their last two
    // days (today + 12 and + 13 on their clock) at most one is a Sunday, when they do not work.
    expect(Math.max(...perDay.values())).toBe(15);
    const today = dateInTimeZone(new Date(before), free.timeZone);
    expect([...perDay.keys()].some((date) => date >= addDays(today, 12))).toBe(true);
  });
});

describe('POST /api/washers/{id}/instant-bookings', () => {
  it('books a free start at once: a booked request, the accepted quote at the listed price, the appointment and the mails', async () => {
    const washer = await instantWasher(t);
    const owner = await ownerWithVehicle(t);
    const [start] = (await slotsOf(t, washer)).slots;
    if (!start) throw new Error('no free start');
    const response = await bookInstantly(t, owner, washer, start);
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { appointmentId: string } };

    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booking.appointmentId));
    const local = wallClockOf(new Date(start), 'America/Los_Angeles');
    expect(appointment).toMatchObject({
      washerId: washer.id,
      ownerId: owner.id,
      serviceDate: local.date,
      status: 'scheduled',
      priceCents: 4000,
      vehicleDescription: '2020 Honda Civic',
      services: ['express-wash'],
    });
    const [request] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, appointment?.quoteRequestId ?? ''));
    expect(request).toMatchObject({ status: 'booked', notes: 'Gate code 1234' });
    const [quote] = await t.database.db
      .select()
      .from(quoteResponses)
      .where(eq(quoteResponses.requestId, request?.id ?? ''));
    expect(quote).toMatchObject({ status: 'accepted', amountCents: 4000, estimatedMinutes: 35 });

    expect((await mailsTo(t, owner)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Booking confirmed with/),
    );
    expect((await mailsTo(t, washer)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^New booking:/),
    );
    // The start (and the travel time around it) is no longer free.
    expect((await slotsOf(t, washer)).slots).not.toContain(start);
  });

  it("charges the washer's size pricing for the owner's car: what Book now shows is what is charged", async () => {
    const washer = await instantWasher(t);
    const surcharges = { ...defaultSizeSurcharges, suv: 20 };
    await t.database.db
      .update(washerProfiles)
      .set({ sizeSurcharges: surcharges })
      .where(eq(washerProfiles.userId, washer.id));
    const owner = await ownerWithVehicle(t, { make: 'Toyota', model: 'RAV4', type: 'suv' });
    const free = await slotsOf(t, washer);
    const shown = priceForVehicle(free.servicesCents, 'suv', free.sizeSurcharges).totalCents;
    expect(shown).toBe(4800);
    const [start] = free.slots;
    if (!start) throw new Error('no free start');
    const response = await bookInstantly(t, owner, washer, start);
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { appointmentId: string } };
    const [appointment] = await t.database.db
      .select({ priceCents: appointments.priceCents, quoteId: appointments.quoteResponseId })
      .from(appointments)
      .where(eq(appointments.id, booking.appointmentId));
    expect(appointment?.priceCents).toBe(shown);
    const [quote] = await t.database.db
      .select({ amountCents: quoteResponses.amountCents })
      .from(quoteResponses)
      .where(eq(quoteResponses.id, appointment?.quoteId ?? ''));
    expect(quote?.amountCents).toBe(shown);
  });

  it('books several cars of the owner on one visit: each its services and price line, the jobs end to end', async () => {
    const washer = await instantWasher(t);
    const owner = await ownerWithVehicle(t, { make: 'Toyota', model: 'RAV4', type: 'suv' });
    const civic = await callAs(t, owner, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2019 });
    const { vehicle: second } = (await civic.json()) as { vehicle: { id: string } };
    const more = [{ vehicleId: second.id, serviceIds: ['express-wash'] }];
    // Two 35-minute washes: the visit needs 70 minutes free.
    const free = await slotsOf(t, washer, 'express-wash&more=express-wash');
    expect(free).toMatchObject({ durationMinutes: 70, servicesCents: 4000, moreServicesCents: [4000] });
    const [start] = free.slots;
    if (!start) throw new Error('no free start');

    const response = await bookInstantly(t, owner, washer, start, { moreCars: more });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { appointmentId: string } };
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booking.appointmentId));
    // The SUV at the default 15% on top, the sedan at the listed price.
    expect(appointment).toMatchObject({
      priceCents: 4600 + 4000,
      vehicleDescription: '2020 Toyota RAV4 + 2019 Honda Civic',
      services: ['express-wash'],
      cars: [
        { vehicle: '2020 Toyota RAV4', services: ['express-wash'], priceCents: 4600 },
        { vehicle: '2019 Honda Civic', services: ['express-wash'], priceCents: 4000 },
      ],
    });
    const local = wallClockOf(new Date(start), 'America/Los_Angeles');
    expect(appointment?.endTime.slice(0, 5)).toBe(slotEnd(fromMinutes(local.minutes), 70));
    const page = await callAs(t, owner, 'GET', `/api/appointments/${booking.appointmentId}`);
    expect(await page.json()).toMatchObject({ appointment: { cars: appointment?.cars } });

    // The same car twice, or someone else's, books nothing.
    const twice = await bookInstantly(t, owner, washer, start, {
      moreCars: [{ ...more[0], vehicleId: owner.vehicleId }],
    });
    expect(twice.status).toBe(400);
    const stranger = await ownerWithVehicle(t);
    const notTheirs = await bookInstantly(t, owner, washer, start, {
      moreCars: [{ vehicleId: stranger.vehicleId, serviceIds: ['express-wash'] }],
    });
    expect(notTheirs.status).toBe(400);
    expect(await notTheirs.json()).toMatchObject({
      error: { fields: { moreCars: instantBookingMessages.notYourVehicle } },
    });
  });

  it('of two owners taking the same start at once, books one and answers the other 409 with the next free starts', async () => {
    const washer = await instantWasher(t);
    const [first, second] = await Promise.all([ownerWithVehicle(t), ownerWithVehicle(t)]);
    const [start] = (await slotsOf(t, washer)).slots;
    if (!start) throw new Error('no free start');
    const answers = await Promise.all([
      bookInstantly(t, first, washer, start),
      bookInstantly(t, second, washer, start),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    const body = (await refused?.json()) as { error: { code: string; message: string; freeSlots: string[] } };
    expect(body.error).toMatchObject({ code: 'slot_taken', message: instantBookingMessages.slotTaken });
    expect(body.error.freeSlots.length).toBeGreaterThan(0);
    expect(body.error.freeSlots).not.toContain(start);
    const booked = await t.database.db.select().from(appointments).where(eq(appointments.washerId, washer.id));
    expect(booked).toHaveLength(1);
  });

  it('refuses what is not on offer, changing nothing', async () => {
    const washer = await instantWasher(t);
    const owner = await ownerWithVehicle(t);
    const [start] = (await slotsOf(t, washer)).slots;
    if (!start) throw new Error('no free start');
    const other = await ownerWithVehicle(t);

    const notOffered = await bookInstantly(t, owner, washer, start, { serviceIds: ['full-detail'] });
    expect(notOffered.status).toBe(400);
    expect(await notOffered.json()).toMatchObject({
      error: { fields: { serviceIds: instantBookingMessages.notOffered } },
    });
    const othersVehicle = await bookInstantly(t, owner, washer, start, { vehicleId: other.vehicleId });
    expect(othersVehicle.status).toBe(400);
    // Inside the notice, or off the half-hour grid: not a free start.
    const tooSoon = new Date(Date.now() + (freeTimeNoticeMinutes / 2) * 60_000).toISOString();
    expect((await bookInstantly(t, owner, washer, tooSoon)).status).toBe(409);
    const offGrid = new Date(new Date(start).getTime() + 10 * 60_000).toISOString();
    expect((await bookInstantly(t, owner, washer, offGrid)).status).toBe(409);
    expect((await bookInstantly(t, owner, washer, 'tomorrow')).status).toBe(400);

    const quoting = await washerWithProfile(t);
    const off = await bookInstantly(t, owner, quoting, start);
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({ error: { code: 'instant_booking_off' } });
    const booked = await t.database.db.select().from(appointments).where(eq(appointments.ownerId, owner.id));
    expect(booked).toHaveLength(0);
  });
});

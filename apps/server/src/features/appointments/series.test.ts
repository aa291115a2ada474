import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlot } from '@sudsy/domain/booking';
import { monthsLater, repeatDates, seriesMessages, seriesNoticeTexts, type Series } from '@sudsy/domain/repeat-series';
import { addDays, dateInTimeZone, wallClockOf } from '@sudsy/domain/schedule-time-zone';
import { fromMinutes } from '@sudsy/domain/time-slots';
import { appointments, blockedTimes, jobPayments, quoteRequests } from '../../db/schema';
import { callAs, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { mailsTo, payingOwner, quote, sendRequest, upcoming, washerWithProfile } from '../../test/bookings';
import {
  bookInstantly,
  instantWasher,
  ownerWithVehicle,
  slotsOf,
  type OwnerWithVehicle,
} from '../../test/instant-booking';
import { openStream } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { topUpOpenSeries } from './series-top-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const la = 'America/Los_Angeles';
const twoWeeksForTwoMonths = { everyWeeks: 2, months: 2 };

type Party = { owner: OwnerWithVehicle; washer: SignedIn; start: string; date: string };

/** A washer taking instant bookings, an owner with a vehicle, and the washer's first free start. */
async function parties(): Promise<Party> {
  const washer = await instantWasher(t);
  const owner = await ownerWithVehicle(t);
  const [start] = (await slotsOf(t, washer)).slots;
  if (!start) throw new Error('no free start');
  return { owner, washer, start, date: wallClockOf(new Date(start), la).date };
}

async function seriesAs(who: SignedIn, seriesId: string): Promise<Series> {
  const response = await callAs(t, who, 'GET', `/api/series/${seriesId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { series: Series }).series;
}

async function bookSeries({ owner, washer, start }: Party, repeat: object): Promise<Series> {
  const response = await bookInstantly(t, owner, washer, start, { repeat });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { seriesId: string | null } };
  return seriesAs(owner, booking.seriesId ?? '');
}

const washesOf = (series: Series) => series.occurrences.map(({ date, start, status }) => ({ date, start, status }));

describe('POST /api/washers/{id}/instant-bookings with a repeat', () => {
  it('books every date of the repeat at the same time, pending until the washer accepts it once', async () => {
    const party = await parties();
    const series = await bookSeries(party, twoWeeksForTwoMonths);
    const start = wallClockOf(new Date(party.start), la);
    const dates = [party.date, ...repeatDates(party.date, 2, monthsLater(party.date, 2))];
    expect(series).toMatchObject({ status: 'pending', everyWeeks: 2, months: 2, washerId: party.washer.id });
    expect(washesOf(series)).toEqual(
      dates.map((date) => ({ date, start: fromMinutes(start.minutes), status: 'scheduled' })),
    );
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect(series.occurrences[0]?.startsAt).toBe(new Date(party.start).toISOString());
    // Both sides read the same series; the washer is asked to accept it.
    expect(await seriesAs(party.washer, series.id)).toEqual(series);
    expect((await mailsTo(t, party.washer)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/asks for a repeat wash: every 2 weeks$/),
    );
    // Each wash is an appointment of its own on the washer's calendar feed.
    const feed = (await (await callAs(t, party.washer, 'GET', '/api/schedule/calendar-feed')).json()) as {
      url: string;
    };
    const calendar = await (await callAs(t, null, 'GET', new URL(feed.url).pathname)).text();
    for (const wash of series.occurrences) expect(calendar).toContain(`appointment-${wash.appointmentId}@sudsy`);

    const other = await ownerWithVehicle(t);
    expect((await callAs(t, other, 'GET', `/api/series/${series.id}`)).status).toBe(404);
    expect((await callAs(t, party.owner, 'POST', `/api/series/${series.id}/accept`)).status).toBe(403);
    const accepted = await callAs(t, party.washer, 'POST', `/api/series/${series.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { series: Series }).series.status).toBe('active');
    expect((await mailsTo(t, party.owner)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/accepted your repeat wash$/),
    );
    const twice = await callAs(t, party.washer, 'POST', `/api/series/${series.id}/accept`);
    expect(twice.status).toBe(409);
  });

  it('lists the dates that clash with free times nearby and writes nothing; moved and skipped, the rest is booked', async () => {
    const party = await parties();
    const blocked = addDays(party.date, 14);
    const taken = addDays(party.date, 28);
    await t.database.db
      .insert(blockedTimes)
      .values({ id: randomUUID(), washerId: party.washer.id, date: blocked, startTime: '00:00', endTime: '24:00' });
    const local = wallClockOf(new Date(party.start), la);
    const hour = String(Math.floor(local.minutes / 60)).padStart(2, '0');
    const minute = String(local.minutes % 60).padStart(2, '0');
    const someoneElse = await ownerWithVehicle(t);
    await insertAppointment(t.database.db, party.washer, someoneElse, {
      serviceDate: taken,
      startTime: `${hour}:${minute}`,
      endTime: `${String(Number(hour) + 1).padStart(2, '0')}:${minute}`,
    });

    const refused = await bookInstantly(t, party.owner, party.washer, party.start, { repeat: twoWeeksForTwoMonths });
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as {
      error: { code: string; message: string; conflicts: { date: string; start: string; alternatives: string[] }[] };
    };
    expect(error).toMatchObject({ code: 'series_conflict', message: seriesMessages.conflicts });
    expect(error.conflicts.map((conflict) => conflict.date)).toEqual([blocked, taken]);
    const [blockedDay, takenDay] = error.conflicts;
    expect(blockedDay?.alternatives.length).toBeGreaterThan(0);
    for (const alternative of blockedDay?.alternatives ?? [])
      expect(wallClockOf(new Date(alternative), la).date).not.toBe(blocked);
    const mine = () => t.database.db.select().from(appointments).where(eq(appointments.ownerId, party.owner.id));
    expect(await mine()).toHaveLength(0);

    // A move to a time that is not free clashes again.
    const stillTaken = await bookInstantly(t, party.owner, party.washer, party.start, {
      repeat: { ...twoWeeksForTwoMonths, skip: [blocked], moves: [{ date: taken, start: blockedDay?.start }] },
    });
    expect(stillTaken.status).toBe(409);

    const movedTo = takenDay?.alternatives[0] ?? '';
    const series = await bookSeries(party, {
      ...twoWeeksForTwoMonths,
      skip: [blocked],
      moves: [{ date: taken, start: movedTo }],
    });
    const dates = series.occurrences.map((wash) => wash.date);
    expect(dates).not.toContain(blocked);
    expect(series.occurrences.find((wash) => wash.startsAt === new Date(movedTo).toISOString())).toBeDefined();
    expect(dates).toHaveLength(repeatDates(party.date, 2, monthsLater(party.date, 2)).length);
  });

  it.each([
    [{ everyWeeks: 3, months: 2 }, 'repeat.everyWeeks'],
    [{ everyWeeks: 2, months: 5 }, 'repeat.months'],
    [{ everyWeeks: 2, months: 2, skip: ['someday'] }, 'repeat.skip.0'],
  ])('refuses the repeat %o naming %s, booking nothing', async (repeat, field) => {
    const party = await parties();
    const response = await bookInstantly(t, party.owner, party.washer, party.start, { repeat });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toContain(field);
    const booked = await t.database.db.select().from(appointments).where(eq(appointments.ownerId, party.owner.id));
    expect(booked).toHaveLength(0);
  });
});

describe('POST /api/quote-requests/{id}/quotes/{washerId}/accept with a repeat', () => {
  it("books the quote's start every 4 weeks at its price; clashing dates answer 409 and book nothing", async () => {
    const washer = await washerWithProfile(t);
    const owner = await payingOwner(t);
    const requestId = await sendRequest(t, owner, [washer]);
    const monday = upcoming('Monday');
    expect((await quote(t, washer, requestId, { proposedDate: monday, proposedTime: '10:00' })).status).toBe(200);
    const path = `/api/quote-requests/${requestId}/quotes/${washer.id}/accept`;
    const clashing = addDays(monday, 28);
    await t.database.db
      .insert(blockedTimes)
      .values({ id: randomUUID(), washerId: washer.id, date: clashing, startTime: '00:00', endTime: '24:00' });

    const refused = await callAs(t, owner, 'POST', path, { repeat: { everyWeeks: 4, months: 3 } });
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as { error: { code: string; conflicts: { date: string }[] } };
    expect(error.code).toBe('series_conflict');
    expect(error.conflicts.map((conflict) => conflict.date)).toEqual([clashing]);
    const booked = () => t.database.db.select().from(appointments).where(eq(appointments.ownerId, owner.id));
    expect(await booked()).toHaveLength(0);

    const response = await callAs(t, owner, 'POST', path, { repeat: { everyWeeks: 4, months: 3, skip: [clashing] } });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { seriesId: string } };
    const series = await seriesAs(owner, booking.seriesId);
    expect(washesOf(series)).toEqual(
      [monday, ...repeatDates(monday, 4, monthsLater(monday, 3))]
        .filter((date) => date !== clashing)
        .map((date) => ({ date, start: '10:00', status: 'scheduled' })),
    );
    const rows = await booked();
    expect(new Set(rows.map((row) => row.priceCents))).toEqual(new Set([8500]));
    expect(rows.every((row) => row.endTime === '11:30')).toBe(true);
    expect((await mailsTo(t, washer)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/asks for a repeat wash: every 4 weeks$/),
    );
  });
});

describe('the washer cancels one wash of a series', () => {
  it('cancels that wash alone: the rest stay booked, the request stays booked, and the owner is told so', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 1, months: 1 });
    const [first] = series.occurrences;
    const [before] = await t.database.db
      .select({ requestId: appointments.quoteRequestId, status: quoteRequests.status })
      .from(appointments)
      .innerJoin(quoteRequests, eq(quoteRequests.id, appointments.quoteRequestId))
      .where(eq(appointments.id, first?.appointmentId ?? ''));
    expect(before?.status).toBe('booked');

    const cancelled = await callAs(t, party.washer, 'POST', `/api/appointments/${first?.appointmentId}/cancel`, {
      reason: 'Van in the shop that day',
    });
    expect(cancelled.status).toBe(200);
    const after = await seriesAs(party.owner, series.id);
    expect(after.occurrences[0]?.status).toBe('cancelled');
    expect(after.occurrences.slice(1).every((wash) => wash.status === 'scheduled')).toBe(true);
    const [request] = await t.database.db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, before?.requestId ?? ''));
    expect(request?.status).toBe('booked');
    const mail = (await mailsTo(t, party.owner)).findLast((entry) => entry.subject.startsWith('Appointment cancelled'));
    expect(mail?.text).toContain('The other washes of the series stay booked with them.');
    expect(mail?.text).not.toContain('Your request is open again');
  });
});

describe('skipping a wash and ending a series', () => {
  it('either side skips a wash to come; ending cancels the later washes and keeps the first booking', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 1, months: 1 });
    const [first, second, third] = series.occurrences;
    const skip = (who: SignedIn, appointmentId = second?.appointmentId) =>
      callAs(t, who, 'POST', `/api/series/${series.id}/skip`, { appointmentId });

    expect((await skip(await ownerWithVehicle(t))).status).toBe(404);
    const skipped = await skip(party.owner);
    expect(skipped.status).toBe(200);
    const afterSkip = ((await skipped.json()) as { series: Series }).series;
    expect(afterSkip.occurrences[1]).toMatchObject({ status: 'cancelled', skipped: true });
    expect(afterSkip.occurrences[2]).toMatchObject({ status: 'scheduled', skipped: false });
    expect((await skip(party.owner)).status).toBe(409);
    expect((await mailsTo(t, party.washer)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/cancel/i),
    );

    const ended = await callAs(t, party.washer, 'POST', `/api/series/${series.id}/end`);
    expect(ended.status).toBe(200);
    const afterEnd = ((await ended.json()) as { series: Series }).series;
    expect(afterEnd.status).toBe('ended');
    expect(afterEnd.occurrences[0]).toMatchObject({ appointmentId: first?.appointmentId, status: 'scheduled' });
    expect(afterEnd.occurrences.slice(2).every((wash) => wash.status === 'cancelled' && !wash.skipped)).toBe(true);
    expect(third).toBeDefined();
    expect((await mailsTo(t, party.owner)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/ended the repeat wash$/),
    );
    expect((await callAs(t, party.owner, 'POST', `/api/series/${series.id}/end`)).status).toBe(409);
    expect((await skip(party.owner, third?.appointmentId)).status).toBe(409);
  });
});

describe('the washer reviews a pending series date by date', () => {
  const accept = (who: SignedIn | null, seriesId: string, declined?: string[]) =>
    callAs(t, who, 'POST', `/api/series/${seriesId}/accept`, declined ? { declined } : undefined);
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  it('accepts all but the dates declined: those are cancelled by the washer, not late, and the owner hears which', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 1, months: 1 });
    const [first, second, third, fourth] = series.occurrences;
    const ownerStream = await openStream(t.app, party.owner);
    await ownerStream.next('ready');

    expect((await accept(party.owner, series.id, [second?.appointmentId ?? ''])).status).toBe(403);
    expect((await accept(await instantWasher(t), series.id, [])).status).toBe(404);
    expect((await accept(null, series.id, [])).status).toBe(401);

    const accepted = await accept(party.washer, series.id, [second?.appointmentId ?? '', fourth?.appointmentId ?? '']);
    expect(accepted.status).toBe(200);
    const after = ((await accepted.json()) as { series: Series }).series;
    expect(after).toMatchObject({ status: 'active', declined: false });
    expect(after.occurrences.map((wash) => wash.status)).toEqual(
      series.occurrences.map((wash) =>
        [second?.appointmentId, fourth?.appointmentId].includes(wash.appointmentId) ? 'cancelled' : 'scheduled',
      ),
    );
    expect(after.occurrences.every((wash) => !wash.skipped)).toBe(true);
    const [declinedRow] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, second?.appointmentId ?? ''));
    expect(declinedRow).toMatchObject({
      cancelledBy: 'washer',
      cancelReason: seriesMessages.declinedReason,
      cancelledLate: false,
    });
    // The request stays booked by the series it goes on with.
    const [request] = await t.database.db
      .select({ status: quoteRequests.status })
      .from(appointments)
      .innerJoin(quoteRequests, eq(quoteRequests.id, appointments.quoteRequestId))
      .where(eq(appointments.id, first?.appointmentId ?? ''));
    expect(request?.status).toBe('booked');

    expect(await ownerStream.next('appointment-changed')).toEqual({ appointmentId: first?.appointmentId });
    await ownerStream.close();
    const mails = await mailsTo(t, party.owner);
    const told = mails.find((mail) => mail.subject.includes('accepted your repeat wash'));
    expect(told?.subject).toBe(
      seriesNoticeTexts.acceptedExceptSubject(after.washerName, [second?.date ?? '', fourth?.date ?? '']),
    );
    // One notice for the answer, none per declined wash.
    expect(mails.filter((mail) => mail.subject.startsWith('Appointment cancelled'))).toEqual([]);
    expect(third).toBeDefined();
    expect((await accept(party.washer, series.id, [])).status).toBe(409);
  });

  it('refuses a decline of another wash, of a wash no longer to come, or of every date, changing nothing', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 2, months: 1 });
    const other = await bookSeries(await parties(), { everyWeeks: 2, months: 1 });
    const ids = series.occurrences.map((wash) => wash.appointmentId);
    const [first, second] = ids;

    const foreign = await accept(party.washer, series.id, [other.occurrences[1]?.appointmentId ?? '']);
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).message).toBe(seriesMessages.notInSeries);
    const notUuid = await accept(party.washer, series.id, ['tuesday']);
    expect(notUuid.status).toBe(400);

    const everything = await accept(party.washer, series.id, ids);
    expect(everything.status).toBe(409);
    expect(await errorOf(everything)).toEqual({
      code: 'declines_every_date',
      message: seriesMessages.declinesEveryDate,
    });

    await callAs(t, party.owner, 'POST', `/api/series/${series.id}/skip`, { appointmentId: second });
    const skipped = await accept(party.washer, series.id, [second ?? '']);
    expect(skipped.status).toBe(409);
    expect(await errorOf(skipped)).toEqual({ code: 'not_upcoming', message: seriesMessages.notReviewable });

    const still = await seriesAs(party.washer, series.id);
    expect(still.status).toBe('pending');
    expect(still.occurrences.filter((wash) => wash.status === 'scheduled')).toHaveLength(ids.length - 1);
    // Without a body, every wash left is accepted, as before.
    const all = await callAs(t, party.washer, 'POST', `/api/series/${series.id}/accept`);
    expect(all.status).toBe(200);
    expect(((await all.json()) as { series: Series }).series.occurrences[0]).toMatchObject({
      appointmentId: first,
      status: 'scheduled',
    });
  });

  it('declines the series whole while pending: every wash is cancelled, the first too, and its request reopens', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 2, months: 1 });
    const decline = (who: SignedIn) => callAs(t, who, 'POST', `/api/series/${series.id}/decline`);

    expect((await decline(party.owner)).status).toBe(403);
    expect((await decline(await instantWasher(t))).status).toBe(404);
    const declined = await decline(party.washer);
    expect(declined.status).toBe(200);
    const after = ((await declined.json()) as { series: Series }).series;
    expect(after).toMatchObject({ status: 'ended', declined: true });
    expect(after.occurrences.every((wash) => wash.status === 'cancelled' && !wash.skipped)).toBe(true);
    const rows = await t.database.db.select().from(appointments).where(eq(appointments.seriesId, series.id));
    expect(
      rows.every(
        (row) =>
          row.cancelledBy === 'washer' &&
          row.cancelReason === seriesMessages.seriesDeclinedReason &&
          row.cancelledLate === false,
      ),
    ).toBe(true);
    const [request] = await t.database.db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, rows.find((row) => row.quoteRequestId)?.quoteRequestId ?? ''));
    expect(request?.status).toBe('sent');
    const mails = await mailsTo(t, party.owner);
    expect(mails.map((mail) => mail.subject)).toContain(seriesNoticeTexts.declinedSubject(after.washerName));
    // Every wash's payment settles with the series' event, without waiting for the sweep.
    const payments = await t.database.db
      .select({ status: jobPayments.status })
      .from(jobPayments)
      .innerJoin(appointments, eq(appointments.id, jobPayments.appointmentId))
      .where(eq(appointments.seriesId, series.id));
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((payment) => payment.status === 'released')).toBe(true);
    expect(mails.filter((mail) => mail.subject.startsWith('Appointment cancelled'))).toEqual([]);

    const twice = await decline(party.washer);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('series_not_pending');
  });

  it('declines only a pending series: an accepted one is ended instead', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 2, months: 1 });
    expect((await accept(party.washer, series.id)).status).toBe(200);
    const refused = await callAs(t, party.washer, 'POST', `/api/series/${series.id}/decline`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'series_not_pending', message: seriesMessages.notPending });
    expect((await seriesAs(party.owner, series.id)).occurrences.every((wash) => wash.status === 'scheduled')).toBe(
      true,
    );
  });
});

describe('a series until stopped', () => {
  it('is booked six months ahead and topped up as the weeks pass', async () => {
    const party = await parties();
    const series = await bookSeries(party, { everyWeeks: 4, months: null });
    const last = series.occurrences.at(-1)?.date ?? '';
    expect(last <= monthsLater(party.date, 6)).toBe(true);
    expect(addDays(last, 28) > monthsLater(party.date, 6)).toBe(true);

    // The washer has the first new date off by then: it is left out, and both sides hear which.
    const taken = addDays(last, 28);
    await t.database.db
      .insert(blockedTimes)
      .values({ id: randomUUID(), washerId: party.washer.id, date: taken, startTime: '00:00', endTime: '24:00' });
    const eightWeeksOn = new Date(Date.now() + 8 * 7 * 86_400_000);
    await topUpOpenSeries(t.database.db, eightWeeksOn);
    const toppedUp = await seriesAs(party.owner, series.id);
    const horizon = monthsLater(dateInTimeZone(eightWeeksOn, la), 6);
    expect(toppedUp.occurrences.map((wash) => wash.date)).toEqual(
      [party.date, ...repeatDates(party.date, 4, horizon)].filter((date) => date !== taken),
    );
    expect(toppedUp.occurrences.length).toBeGreaterThan(series.occurrences.length);
    for (const who of [party.owner, party.washer]) {
      const mail = (await mailsTo(t, who)).find((sent) => sent.subject === 'Not every repeat wash could be booked');
      expect(mail?.text).toContain(formatSlot(taken, toppedUp.occurrences[0]?.start ?? ''));
    }
    // Run again, nothing more is due.
    await topUpOpenSeries(t.database.db, eightWeeksOn);
    const washes = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.seriesId, series.id), eq(appointments.status, 'scheduled')));
    expect(washes).toHaveLength(toppedUp.occurrences.length);
  });
});

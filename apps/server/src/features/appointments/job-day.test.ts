import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationPoint } from '@sudsy/domain/geo';
import { jobDayMessages, type JobDay } from '@sudsy/domain/job-day';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import { proofPhotoMessages, walkaroundAngles } from '@sudsy/domain/photo-proof';
import { defaultTimeZone, wallClockOf } from '@sudsy/domain/schedule-time-zone';
import { fromMinutes } from '@sudsy/domain/time-slots';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import { afterPhotoFile, completeAs, insertAppointment } from '../../test/appointments';
import { upcoming, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { captureLogs } from '../../test/log-capture';
import { insertRequest } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { profileInput } from '../../test/washers';
import { appointmentLivePoints } from '../../db/schema';

// The day of a job (docs/product.md, "The day of the job"), on both databases: the washer's steps,
// the arrival time, the live point only the owner sees, and the arrival check.

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let otherOwner: SignedIn;
let otherWasher: SignedIn;
const logs = captureLogs();

/** The washer's base, as profileInput sets it (Austin). */
const base = profileInput().mapCenter as Coordinates;
const metresPerMile = 1609.344;
const away = (from: Coordinates, metres: number, bearing = 90) =>
  destinationPoint(from, bearing, metres / metresPerMile);
/** The job's point: 12 km north of the base, 24 minutes at 30 km/h (about 25). */
const jobPoint = away(base, 12_000, 0);

beforeAll(async () => {
  t = await createTestApp({}, { logger: logs.logger });
  [owner, washer, otherOwner, otherWasher] = await Promise.all([
    signedIn(t, 'owner'),
    washerWithProfile(t, 'Day Suds'),
    signedIn(t, 'owner'),
    washerWithProfile(t, 'Other Suds'),
  ]);
});
afterAll(() => t.close());

/** The date and a 30-minute slot starting `minutes` from now in the washer's zone (the default). */
function slotIn(minutes: number) {
  const startsAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const clock = wallClockOf(startsAt, defaultTimeZone);
  // A start in the last half hour of a day would end past midnight: the next day's first slot instead.
  if (clock.minutes > 1410)
    return {
      serviceDate: wallClockOf(new Date(startsAt.getTime() + 3_600_000), defaultTimeZone).date,
      startTime: '00:00',
      endTime: '00:30',
    };
  return { serviceDate: clock.date, startTime: fromMinutes(clock.minutes), endTime: fromMinutes(clock.minutes + 30) };
}

/** A scheduled job of owner with washer an hour from now, at `point` (null: an address not on the map). */
async function jobSoon(point: Coordinates | null = jobPoint, minutes = 60): Promise<string> {
  const requestId = await insertRequest(t, owner, { lat: point?.lat ?? null, lng: point?.lng ?? null });
  return insertAppointment(t.database.db, washer, owner, { quoteRequestId: requestId, ...slotIn(minutes) });
}

const step = (who: SignedIn | null, id: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/day`, body);
const locate = (who: SignedIn | null, id: string, body: unknown) =>
  callAs(t, who, 'PUT', `/api/appointments/${id}/location`, body);
async function dayOf(response: Response): Promise<JobDay> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { day: JobDay }).day;
}
const readDay = async (who: SignedIn, id: string) => dayOf(await callAs(t, who, 'GET', `/api/appointments/${id}/day`));
/** The newest notice of the washer's day in the owner's bell. */
async function newestOnTheWay() {
  await t.mail.settled();
  const { notifications } = (await (await callAs(t, owner, 'GET', '/api/notifications')).json()) as NotificationsPage;
  return notifications.find((item) => item.kind === 'on-the-way');
}
async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}
/** Lets the next live update through: the last one is dated 10 seconds back. */
const ageLivePoint = (id: string) =>
  t.database.db
    .update(appointmentLivePoints)
    .set({ updatedAt: sql`${appointmentLivePoints.updatedAt} - interval '10 seconds'` })
    .where(eq(appointmentLivePoints.appointmentId, id));
const livePointRows = (id: string) =>
  t.database.db.select().from(appointmentLivePoints).where(eq(appointmentLivePoints.appointmentId, id));

describe('on my way', () => {
  it('shows the owner the rounded live point and a falling arrival time, and the washer only when it was sent', async () => {
    const id = await jobSoon();
    const start = away(jobPoint, 9_000, 180);
    const setOff = await dayOf(await step(washer, id, { step: 'on_my_way', location: start }));
    expect(setOff).toMatchObject({ step: 'on_my_way', live: null, eta: { minutes: 20, basis: 'live' } });
    expect(setOff.onMyWayAt).toEqual(expect.any(String));
    expect(setOff.liveUpdatedAt).toEqual(expect.any(String));

    const seen = await readDay(owner, id);
    expect(seen.live).toEqual({ lat: Math.round(start.lat * 1000) / 1000, lng: Math.round(start.lng * 1000) / 1000 });
    expect(seen.jobPoint).toEqual(jobPoint);
    expect(seen.eta).toEqual({ minutes: 20, basis: 'live' });

    await ageLivePoint(id);
    const nearer = away(jobPoint, 4_000, 180);
    expect((await dayOf(await locate(washer, id, nearer))).eta).toEqual({ minutes: 10, basis: 'live' });
    const after = await readDay(owner, id);
    expect(after.live).toEqual({
      lat: Math.round(nearer.lat * 1000) / 1000,
      lng: Math.round(nearer.lng * 1000) / 1000,
    });
    expect(after.eta?.minutes).toBe(10);
    // One row per job, replaced: no trail of where the washer has been.
    expect(await livePointRows(id)).toHaveLength(1);
    expect((await readDay(washer, id)).live).toBeNull();
  });

  it('estimates from the washer’s base without a location: "On the way, about 25 min"', async () => {
    const id = await jobSoon();
    const day = await dayOf(await step(washer, id, { step: 'on_my_way' }));
    expect(day).toMatchObject({ eta: { minutes: 25, basis: 'base' }, live: null, liveUpdatedAt: null });
    expect((await readDay(owner, id)).eta).toEqual({ minutes: 25, basis: 'base' });
  });

  it('has no arrival time when the job’s address is not on the map', async () => {
    const id = await jobSoon(null);
    const day = await dayOf(await step(washer, id, { step: 'on_my_way', location: base }));
    expect(day).toMatchObject({ eta: null, jobPoint: null });
  });

  it('keeps live points at most every 5 seconds, and only while on the way', async () => {
    const id = await jobSoon();
    const before = await locate(washer, id, base);
    expect(before.status).toBe(409);
    expect(await errorOf(before)).toMatchObject({ code: 'not_on_the_way', message: jobDayMessages.notOnTheWay });
    await dayOf(await step(washer, id, { step: 'on_my_way', location: base }));
    const tooSoon = await locate(washer, id, base);
    expect(tooSoon.status).toBe(429);
    expect((await errorOf(tooSoon)).message).toBe(jobDayMessages.tooSoon);
  });

  it('never writes where the washer is to the logs', async () => {
    const id = await jobSoon();
    const secretPoint = { lat: 12.345678, lng: 98.765432 };
    await dayOf(await step(washer, id, { step: 'on_my_way', location: secretPoint }));
    expect(logs.lines().some((line) => line.path === `/api/appointments/${id}/day`)).toBe(true);
    expect(logs.raw()).not.toMatch(/12\.34|98\.76/);
  });
});

describe('the order of the steps', () => {
  it('refuses a step out of order, before the day opens, or on a cancelled job', async () => {
    const id = await jobSoon();
    const skipped = await step(washer, id, { step: 'in_progress' });
    expect(skipped.status).toBe(409);
    expect((await errorOf(skipped)).code).toBe('out_of_order');

    const later = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(7) });
    const early = await step(washer, later, { step: 'on_my_way' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: 'too_early', message: jobDayMessages.tooEarly });

    const cancelled = await insertAppointment(t.database.db, washer, owner, { ...slotIn(60), status: 'cancelled' });
    expect((await errorOf(await step(washer, cancelled, { step: 'on_my_way' }))).code).toBe('not_scheduled');
  });

  it('goes on my way, arrived, in progress, then completed before the start', async () => {
    const id = await jobSoon(jobPoint, 120);
    await dayOf(await step(washer, id, { step: 'on_my_way' }));
    // The owner hears of it with the arrival time from the base (12 km: about 25 min), never a point.
    expect(await newestOnTheWay()).toMatchObject({
      title: 'Day Suds is on the way',
      body: 'About 25 min away. Follow them on the appointment page.',
      link: `/appointments/${id}`,
    });
    const arrived = await dayOf(await step(washer, id, { step: 'arrived', location: away(jobPoint, 100) }));
    expect(await newestOnTheWay()).toMatchObject({ title: 'Day Suds has arrived' });
    expect(arrived).toMatchObject({ step: 'arrived', arrivalNote: null, eta: null });
    // The walkaround comes first: each side of the car, before the job starts.
    const unphotographed = await step(washer, id, { step: 'in_progress' });
    expect(unphotographed.status).toBe(409);
    expect(await errorOf(unphotographed)).toMatchObject({
      code: 'walkaround_missing',
      message: proofPhotoMessages.walkaroundMissing,
    });
    const file = await afterPhotoFile();
    for (const angle of walkaroundAngles) {
      const path = `/api/appointments/${id}/proof-photos`;
      expect((await sendFormAs(t, washer, 'POST', path, { kind: 'walkaround', angle, file })).status).toBe(200);
    }
    const started = await dayOf(await step(washer, id, { step: 'in_progress' }));
    expect(started.step).toBe('in_progress');
    expect(started.startedAt).toEqual(expect.any(String));
    expect((await step(washer, id, { step: 'arrived' })).status).toBe(409);
    const completed = await completeAs(t, washer, id);
    expect(completed.status).toBe(200);
    // The owner's page, following the day, sees the job completed.
    expect(await readDay(owner, id)).toMatchObject({ status: 'completed', step: 'in_progress', eta: null });
  });

  it('still refuses completion before the start when the washer has not arrived', async () => {
    const id = await jobSoon();
    await dayOf(await step(washer, id, { step: 'on_my_way' }));
    const early = await completeAs(t, washer, id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('not_started');
  });
});

describe('arriving', () => {
  it('needs a note further than 300 m from the job, and forgets the live point once there', async () => {
    const id = await jobSoon();
    await dayOf(await step(washer, id, { step: 'on_my_way', location: away(jobPoint, 2_000) }));
    const far = await step(washer, id, { step: 'arrived', location: away(jobPoint, 400) });
    expect(far.status).toBe(400);
    expect(await errorOf(far)).toMatchObject({
      code: 'note_required',
      message: jobDayMessages.noteRequired.far,
      fields: { note: jobDayMessages.noteRequired.far },
    });
    expect(await livePointRows(id)).toHaveLength(1);

    const noted = await dayOf(
      await step(washer, id, { step: 'arrived', location: away(jobPoint, 400), note: 'Parked round the corner' }),
    );
    expect(noted).toMatchObject({ step: 'arrived', arrivalNote: 'Parked round the corner', live: null });
    expect(await livePointRows(id)).toHaveLength(0);
    expect(await readDay(owner, id)).toMatchObject({ live: null, liveUpdatedAt: null, eta: null });
    expect((await locate(washer, id, jobPoint)).status).toBe(409);
  });

  it('needs a note without a location, or at a job whose address is not on the map', async () => {
    const id = await jobSoon();
    const blind = await step(washer, id, { step: 'arrived' });
    expect((await errorOf(blind)).message).toBe(jobDayMessages.noteRequired.no_location);
    const unplaced = await jobSoon(null);
    const nowhere = await step(washer, unplaced, { step: 'arrived', location: jobPoint });
    expect((await errorOf(nowhere)).message).toBe(jobDayMessages.noteRequired.no_job_point);
    expect((await dayOf(await step(washer, unplaced, { step: 'arrived', note: 'At the door' }))).arrivalNote).toBe(
      'At the door',
    );
  });

  it('forgets the live point when the job is cancelled', async () => {
    const id = await jobSoon();
    await dayOf(await step(washer, id, { step: 'on_my_way', location: base }));
    const cancelled = await callAs(t, owner, 'POST', `/api/appointments/${id}/cancel`, { reason: '' });
    expect(cancelled.status).toBe(200);
    expect(await livePointRows(id)).toHaveLength(0);
  });
});

describe('a job moved to a new time', () => {
  it('starts its day afresh', async () => {
    const id = await jobSoon();
    await dayOf(await step(washer, id, { step: 'on_my_way', location: base }));
    const proposed = await callAs(t, owner, 'POST', `/api/appointments/${id}/reschedule`, {
      date: upcoming('Monday'),
      start: '14:00',
    });
    expect(proposed.status).toBe(201);
    const { appointment } = (await proposed.json()) as { appointment: { reschedules: { id: string }[] } };
    const answer = `/api/appointments/${id}/reschedule/${appointment.reschedules[0]?.id ?? ''}/answer`;
    expect((await callAs(t, washer, 'POST', answer, { accept: true })).status).toBe(200);
    expect(await readDay(owner, id)).toMatchObject({ step: null, onMyWayAt: null, live: null, eta: null });
    expect(await livePointRows(id)).toHaveLength(0);
  });
});

describe('who may', () => {
  it('answers the day to its washer and owner only', async () => {
    const id = await jobSoon();
    await dayOf(await step(washer, id, { step: 'on_my_way', location: base }));
    for (const stranger of [otherOwner, otherWasher])
      expect((await callAs(t, stranger, 'GET', `/api/appointments/${id}/day`)).status).toBe(404);
    expect((await callAs(t, null, 'GET', `/api/appointments/${id}/day`)).status).toBe(401);
  });

  it('lets only the job’s washer take a step or send a location', async () => {
    const id = await jobSoon();
    expect((await step(owner, id, { step: 'on_my_way' })).status).toBe(403);
    expect((await step(otherWasher, id, { step: 'on_my_way' })).status).toBe(404);
    expect((await step(null, id, { step: 'on_my_way' })).status).toBe(401);
    await dayOf(await step(washer, id, { step: 'on_my_way' }));
    expect((await locate(owner, id, base)).status).toBe(403);
    expect((await locate(otherWasher, id, base)).status).toBe(404);
    expect((await locate(null, id, base)).status).toBe(401);
  });

  it('answers bad input with 400 and the field at fault', async () => {
    const id = await jobSoon();
    const unknown = await step(washer, id, { step: 'completed' });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toMatchObject({ step: jobDayMessages.step });
    const offGlobe = await step(washer, id, { step: 'on_my_way', location: { lat: 91, lng: 0 } });
    expect((await errorOf(offGlobe)).fields).toMatchObject({ 'location.lat': jobDayMessages.latitude });
    const long = await step(washer, id, { step: 'arrived', note: 'x'.repeat(501) });
    expect((await errorOf(long)).fields).toMatchObject({ note: jobDayMessages.noteTooLong });
    const text = await locate(washer, id, { lat: 'here', lng: 0 });
    expect(text.status).toBe(400);
  });
});

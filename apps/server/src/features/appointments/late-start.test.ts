import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStart } from '@sudsy/domain/appointment';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { callAs, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { accept, mailsTo, payingOwner, quote, sendRequest, upcoming, washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nudgeLateStarts } from './late-start-sweep';
import { appointmentDays } from './schema';

let t: TestApp;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  washer = await washerWithProfile(t, 'Tardy Tide');
});
afterAll(() => t.close());

const minutesBefore = (startsAt: Date, minutes: number) => new Date(startsAt.getTime() - minutes * 60_000);

/** A job booked through a request from near the washer's base, so its drive is known. */
async function bookedNearby(owner: SignedIn, weekday: 'Monday' | 'Tuesday' | 'Wednesday') {
  const requestId = await sendRequest(t, owner, [washer]);
  const date = upcoming(weekday);
  expect((await quote(t, washer, requestId, { proposedDate: date, proposedTime: '10:00' })).status).toBe(200);
  const booked = await accept(t, owner, requestId, washer);
  expect(booked.status).toBe(201);
  const { booking } = (await booked.json()) as { booking: { appointmentId: string } };
  return { id: booking.appointmentId, startsAt: jobStart({ date, start: '10:00' }, defaultTimeZone) };
}

const lateMails = async (who: SignedIn) => (await mailsTo(t, who)).filter((mail) => / set off/.test(mail.subject));

describe('a washer who has not set off', () => {
  it('is nudged, and the owner told, once the drive from their base needs them to leave', async () => {
    const owner = await payingOwner(t);
    const job = await bookedNearby(owner, 'Monday');
    // Booked in the washer's own town: the drive is the shortest, 5 minutes.
    expect(await nudgeLateStarts(t.database.db, minutesBefore(job.startsAt, 6))).toBe(0);
    expect(await nudgeLateStarts(t.database.db, minutesBefore(job.startsAt, 5))).toBe(1);

    const [toWasher] = await lateMails(washer);
    expect(toWasher?.subject).toMatch(/^Time to set off for 10:00 AM: /);
    expect(toWasher?.text).toContain(
      'The job is about 5 min from your base and you have not tapped On my way yet. Tap it as you leave, so the customer sees you coming.',
    );
    const [toOwner] = await lateMails(owner);
    expect(toOwner?.subject).toBe('Tardy Tide has not set off yet');
    await t.mail.settled();
    const bell = (await (await callAs(t, owner, 'GET', '/api/notifications')).json()) as NotificationsPage;
    expect(bell.notifications[0]).toMatchObject({
      kind: 'reminder',
      title: 'Tardy Tide has not set off yet',
      link: `/appointments/${job.id}`,
    });

    // Once per start.
    expect(await nudgeLateStarts(t.database.db, minutesBefore(job.startsAt, 1))).toBe(0);
  });

  it('leaves alone a washer on the way, and nudges without a known drive a quarter hour ahead', async () => {
    const owner = await payingOwner(t);
    const onTheWay = await bookedNearby(owner, 'Tuesday');
    await t.database.db
      .insert(appointmentDays)
      .values({ appointmentId: onTheWay.id, step: 'on_my_way', onMyWayAt: minutesBefore(onTheWay.startsAt, 20) });
    expect(await nudgeLateStarts(t.database.db, minutesBefore(onTheWay.startsAt, 1))).toBe(0);

    // Written without a request: no point on the map to measure the drive to.
    const date = upcoming('Wednesday');
    await insertAppointment(t.database.db, washer, owner, { serviceDate: date, startTime: '13:00', endTime: '14:00' });
    const startsAt = jobStart({ date, start: '13:00' }, defaultTimeZone);
    expect(await nudgeLateStarts(t.database.db, minutesBefore(startsAt, 16))).toBe(0);
    expect(await nudgeLateStarts(t.database.db, minutesBefore(startsAt, 15))).toBe(1);
    const latest = (await lateMails(washer)).at(-1);
    expect(latest?.subject).toMatch(/^Time to set off for 1:00 PM: /);
    expect(latest?.text).toContain('Your job starts soon and you have not tapped On my way yet.');
  });
});

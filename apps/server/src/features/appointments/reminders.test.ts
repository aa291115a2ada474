import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStart } from '@sudsy/domain/appointment';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import type { AttendanceResponse } from '@sudsy/domain/reminders';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { sendDueReminders } from './reminder-sweep';
import { appointments } from './schema';

let t: TestApp;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  washer = await washerWithProfile(t, 'Reminder Rinse');
});
afterAll(() => t.close());

const hour = 3_600_000;
/** A job of `washer` on its own day, far enough ahead that only the clock passed to the sweep matters. */
let nextDay = 0;
async function job(owner: SignedIn, fields: Partial<typeof appointments.$inferInsert> = {}) {
  nextDay += 1;
  const serviceDate = `2031-03-${String(nextDay).padStart(2, '0')}`;
  const values = { serviceDate, startTime: '10:00', endTime: '11:00', ...fields };
  const id = await insertAppointment(t.database.db, washer, owner, values);
  return { id, startsAt: jobStart({ date: values.serviceDate, start: values.startTime }, defaultTimeZone) };
}
const before = (startsAt: Date, hours: number) => new Date(startsAt.getTime() - hours * hour);

async function bellOf(who: SignedIn) {
  await t.mail.settled();
  const response = await callAs(t, who, 'GET', '/api/notifications');
  return ((await response.json()) as NotificationsPage).notifications;
}
/** What `who` was mailed since signing up (its confirmation aside). */
const remindersTo = async (who: SignedIn) =>
  (await mailsTo(t, who)).filter((mail) => !mail.subject.startsWith('Confirm your email'));
const subjectsTo = async (who: SignedIn) => (await remindersTo(who)).map((mail) => mail.subject);

describe('reminders before a job', () => {
  it('reminds the owner a day and two hours ahead, and gives the washer the day in order', async () => {
    const owner = await signedIn(t, 'owner');
    const first = await job(owner, { ownerName: 'Olivia Owner', address: '1 Market St, San Francisco, CA' });
    const day = (await t.database.db.select().from(appointments).where(eq(appointments.id, first.id)))[0]!.serviceDate;
    const laterOwner = await signedIn(t, 'owner');
    await insertAppointment(t.database.db, washer, laterOwner, {
      serviceDate: day,
      startTime: '14:00',
      endTime: '15:00',
      ownerName: 'Liam Later',
      address: '9 Pine St, San Francisco, CA',
    });

    expect(await sendDueReminders(t.database.db, before(first.startsAt, 25))).toBe(0);
    expect(await sendDueReminders(t.database.db, before(first.startsAt, 23))).toBe(1);
    const [ownerMail] = await remindersTo(owner);
    expect(ownerMail?.subject).toBe('Reminder: your car wash on Saturday, March 1, 2031 at 10:00 AM');
    expect(ownerMail?.text).toContain(
      'Reminder Rinse is booked to wash your 2020 Honda Civic (Blue) at 1 Market St, San Francisco, CA.',
    );
    expect(ownerMail?.text).toContain(`/appointments/${first.id}`);
    expect(await bellOf(owner)).toMatchObject([{ kind: 'reminder', link: `/appointments/${first.id}` }]);

    const washerDay = (await mailsTo(t, washer)).find((mail) => mail.subject.startsWith('Your jobs on'));
    expect(washerDay?.subject).toBe('Your jobs on Saturday, March 1, 2031');
    expect(washerDay?.text).toContain('You have 2 jobs booked that day, in order:');
    expect(washerDay?.text).toContain(
      [
        '10:00 AM – 11:00 AM: Express Wash & Go for Olivia Owner, 1 Market St, San Francisco, CA',
        '2:00 PM – 3:00 PM: Express Wash & Go for Liam Later, 9 Pine St, San Francisco, CA',
      ].join('\n'),
    );

    // Sent once: the same minute again, or a retry, sends nothing.
    expect(await sendDueReminders(t.database.db, before(first.startsAt, 23))).toBe(0);
    // The later job's owner hears a day ahead too; the washer already has the day's list.
    expect(await sendDueReminders(t.database.db, before(first.startsAt, 19))).toBe(1);
    expect(await subjectsTo(laterOwner)).toEqual(['Reminder: your car wash on Saturday, March 1, 2031 at 2:00 PM']);
    expect((await subjectsTo(washer)).filter((subject) => subject.startsWith('Your jobs on'))).toHaveLength(1);

    expect(await sendDueReminders(t.database.db, before(first.startsAt, 1.5))).toBe(1);
    expect((await subjectsTo(owner)).at(-1)).toBe('Your car wash starts at 10:00 AM');
    const next = (await mailsTo(t, washer)).at(-1);
    expect(next?.subject).toBe('Next job at 10:00 AM: 1 Market St, San Francisco, CA');
    expect(next?.text).toContain('After it, 1 more job today.');
  });

  it('reminds a moved job of its new time and a cancelled one never', async () => {
    const owner = await signedIn(t, 'owner');
    const moved = await job(owner);
    expect(await sendDueReminders(t.database.db, before(moved.startsAt, 20))).toBe(1);
    // Moved three hours later: its 24-hour reminder is due again, for the new start.
    await t.database.db
      .update(appointments)
      .set({ startTime: '13:00', endTime: '14:00' })
      .where(eq(appointments.id, moved.id));
    expect(await sendDueReminders(t.database.db, before(moved.startsAt, 20))).toBe(1);
    expect((await subjectsTo(owner)).at(-1)).toMatch(/at 1:00 PM$/);

    const cancelled = await job(owner);
    await t.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'owner' })
      .where(eq(appointments.id, cancelled.id));
    expect(await sendDueReminders(t.database.db, before(cancelled.startsAt, 20))).toBe(0);
    expect(await sendDueReminders(t.database.db, before(cancelled.startsAt, 1))).toBe(0);
  });

  it('gives a job booked inside a day only the two-hour reminder', async () => {
    const owner = await signedIn(t, 'owner');
    const next = await job(owner);
    await t.database.db
      .update(appointments)
      .set({ createdAt: before(next.startsAt, 10) })
      .where(eq(appointments.id, next.id));
    expect(await sendDueReminders(t.database.db, before(next.startsAt, 9))).toBe(0);
    expect(await sendDueReminders(t.database.db, before(next.startsAt, 1))).toBe(1);
    expect(await subjectsTo(owner)).toEqual(['Your car wash starts at 10:00 AM']);
  });

  it('asks the preferences: service reminders for the mail, system alerts for the bell', async () => {
    const owner = await signedIn(t, 'owner');
    const preferences = defaultPreferences();
    await saveNotificationPreferences(t.database.db, owner.id, {
      ...preferences,
      email: { ...preferences.email, serviceReminders: false },
    });
    const quiet = await job(owner);
    expect(await sendDueReminders(t.database.db, before(quiet.startsAt, 20))).toBe(1);
    expect(await subjectsTo(owner)).toEqual([]);
    expect((await bellOf(owner)).map((item) => item.kind)).toEqual(['reminder']);

    await saveNotificationPreferences(t.database.db, owner.id, {
      ...preferences,
      push: { ...preferences.push, systemAlerts: false },
    });
    expect(await sendDueReminders(t.database.db, before(quiet.startsAt, 1))).toBe(1);
    expect(await subjectsTo(owner)).toEqual(['Your car wash starts at 10:00 AM']);
    expect(await bellOf(owner)).toHaveLength(1);
  });
});

describe("the owner's I'll be there", () => {
  const attendance = async (who: SignedIn | null, id: string, method = 'GET') => {
    const response = await callAs(t, who, method, `/api/appointments/${id}/attendance`);
    return { status: response.status, body: (await response.json()) as AttendanceResponse };
  };

  it('is told to the washer once and shown to both sides for the current start', async () => {
    const owner = await signedIn(t, 'owner');
    const { id } = await job(owner, { ownerName: 'Olivia Owner' });
    expect((await attendance(owner, id)).body.attendance.confirmedAt).toBeNull();

    const confirmed = await attendance(owner, id, 'POST');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.attendance.confirmedAt).not.toBeNull();
    expect((await attendance(owner, id, 'POST')).body).toEqual(confirmed.body);
    expect((await attendance(washer, id)).body).toEqual(confirmed.body);
    const told = (await bellOf(washer)).filter((item) => item.kind === 'attendance-confirmed');
    expect(told).toMatchObject([{ title: 'Olivia Owner will be there', link: `/appointments/${id}` }]);

    // Moved, the job asks again.
    await t.database.db
      .update(appointments)
      .set({ startTime: '12:00', endTime: '13:00' })
      .where(eq(appointments.id, id));
    expect((await attendance(owner, id)).body.attendance.confirmedAt).toBeNull();
  });

  it('is the owner’s alone, and only for a scheduled job', async () => {
    const owner = await signedIn(t, 'owner');
    const { id } = await job(owner);
    expect((await attendance(washer, id, 'POST')).status).toBe(403);
    expect((await attendance(await signedIn(t, 'owner'), id, 'POST')).status).toBe(404);
    expect((await attendance(await signedIn(t, 'owner'), id)).status).toBe(404);
    expect((await attendance(null, id, 'POST')).status).toBe(401);
    expect((await attendance(null, id)).status).toBe(401);

    await t.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'washer' })
      .where(eq(appointments.id, id));
    const refused = await callAs(t, owner, 'POST', `/api/appointments/${id}/attendance`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { message: 'Only a scheduled job that has not started can be confirmed.' },
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDetail, AppointmentList } from '@sudsy/domain/appointment';
import { formatSlot } from '@sudsy/domain/booking';
import { limitMessages } from '@sudsy/domain/limits';
import { rescheduleMessages, rescheduleSlotMessages } from '@sudsy/domain/reschedule';
import { addDays, defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { mailsTo, upcoming, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rescheduleProposals } from '../../db/schema';

// Moving a booked job to a new time (docs/product.md, "Rescheduling"), on both databases.

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer, stranger] = await Promise.all([
    signedIn(t, 'owner'),
    washerWithProfile(t, 'Moving Suds'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

/** A scheduled job of `owner` with `washer`, 10:00 to 11:30 on a weekday (the washer works 09:00–17:00). */
// The jobs' calendar: day 0 is a Monday in the weeks ahead (weekdays matter to working hours), so
// every date stays inside the year ahead that a proposal may name.
const firstMonday = upcoming('Monday');
const weekDay = (days: number) => addDays(firstMonday, days);

const jobOn = (date: string, fields: Parameters<typeof insertAppointment>[3] = {}) =>
  insertAppointment(t.database.db, washer, owner, {
    serviceDate: date,
    startTime: '10:00',
    endTime: '11:30',
    ...fields,
  });

const propose = (who: SignedIn | null, id: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/reschedule`, body);
const answer = (who: SignedIn, id: string, proposalId: string, accept: boolean) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/reschedule/${proposalId}/answer`, { accept });
const withdraw = (who: SignedIn, id: string, proposalId: string) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/reschedule/${proposalId}/withdraw`);

async function appointmentOf(response: Response): Promise<AppointmentDetail> {
  return ((await response.json()) as { appointment: AppointmentDetail }).appointment;
}
async function detail(who: SignedIn, id: string): Promise<AppointmentDetail> {
  return appointmentOf(await callAs(t, who, 'GET', `/api/appointments/${id}`));
}
/** The owner proposes `date` at `start`; returns the proposal's id. */
async function proposed(id: string, date: string, start = '14:00', who = owner): Promise<string> {
  const response = await propose(who, id, { date, start });
  expect(response.status).toBe(201);
  const [proposal] = (await appointmentOf(response)).reschedules;
  if (!proposal) throw new Error('no proposal answered');
  return proposal.id;
}
async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

describe('proposing a new time', () => {
  it('keeps the booked time until answered, shows the proposal to both sides and asks the washer by email', async () => {
    const id = await jobOn(weekDay(0));
    const response = await propose(owner, id, { date: weekDay(2), start: '14:00' });
    expect(response.status).toBe(201);
    const appointment = await appointmentOf(response);
    expect(appointment).toMatchObject({ date: weekDay(0), start: '10:00', end: '11:30' });
    expect(appointment.reschedules).toEqual([
      {
        id: expect.any(String),
        proposedBy: 'owner',
        from: { date: weekDay(0), start: '10:00', end: '11:30' },
        to: { date: weekDay(2), start: '14:00', end: '15:30' },
        status: 'pending',
        createdAt: expect.any(String),
        answeredAt: null,
      },
    ]);
    expect((await detail(washer, id)).reschedules).toEqual(appointment.reschedules);
    const listed = (await (await callAs(t, washer, 'GET', '/api/appointments')).json()) as AppointmentList;
    expect(listed.appointments.find((item) => item.id === id)?.pendingRescheduleBy).toBe('owner');

    const mail = (await mailsTo(t, washer)).at(-1);
    expect(mail?.subject).toMatch(new RegExp(` proposes a new time: ${formatSlot(weekDay(2), '14:00')}$`));
    expect(formatSlot(weekDay(2), '14:00')).toMatch(/^Wednesday, \w+ \d+, \d{4} at 2:00 PM$/);
    expect(mail?.text).toContain(formatSlot(weekDay(0), '10:00'));
    expect(mail?.text).toContain(`/appointments/${id}`);
  });

  it("refuses a time that does not fit the washer's calendar, with the reason in the proposer's words", async () => {
    const id = await jobOn(weekDay(7));
    await jobOn(weekDay(8), { startTime: '13:00', endTime: '14:00' });
    const cases = [
      { body: { date: weekDay(13), start: '10:00' }, by: owner, problem: 'outside-hours' }, // a Sunday
      { body: { date: weekDay(8), start: '12:00' }, by: owner, problem: 'booked' },
      { body: { date: weekDay(8), start: '16:30' }, by: washer, problem: 'outside-hours' },
      { body: { date: '2020-06-11', start: '10:00' }, by: washer, problem: 'past' },
    ] as const;
    for (const { body, by, problem } of cases) {
      const response = await propose(by, id, body);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({
        code: 'schedule_conflict',
        message: rescheduleSlotMessages[by === owner ? 'owner' : 'washer'][problem],
      });
    }
    const blockId = crypto.randomUUID();
    await callAs(t, washer, 'PUT', `/api/schedule/blocks/${blockId}`, {
      date: weekDay(9),
      start: '09:00',
      durationMinutes: 240,
      reason: 'Van service',
    });
    expect(await errorOf(await propose(owner, id, { date: weekDay(9), start: '11:00' }))).toMatchObject({
      message: rescheduleSlotMessages.owner.blocked,
    });
    expect((await detail(owner, id)).reschedules).toEqual([]);
  });

  it('may overlap the booked time itself: the job does not stand in its own way', async () => {
    const id = await jobOn(weekDay(14));
    await proposed(id, weekDay(14), '10:30');
  });

  it('refuses the booked time itself, a job past midnight, a date over a year ahead and a missing start, naming the field', async () => {
    const id = await jobOn(weekDay(15));
    const same = await propose(owner, id, { date: weekDay(15), start: '10:00' });
    expect(same.status).toBe(400);
    expect((await errorOf(same)).fields).toEqual({ start: rescheduleMessages.sameTime });
    const late = await propose(owner, id, { date: weekDay(15), start: '23:00' });
    expect((await errorOf(late)).fields).toEqual({ start: rescheduleMessages.pastMidnight });
    const missing = await propose(owner, id, { date: weekDay(15), start: '' });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.start).toBe(rescheduleMessages.start);
    // A slip of the year (2999) is caught, not booked a millennium ahead.
    const far = await propose(owner, id, { date: '2999-06-05', start: '10:00' });
    expect(far.status).toBe(400);
    expect((await errorOf(far)).fields).toEqual({ date: limitMessages.tooFarAhead });
    expect((await detail(owner, id)).reschedules).toEqual([]);
  });

  it('refuses a job that has started, or is completed or cancelled', async () => {
    const started = await jobOn(dayFromToday(-1));
    expect(await errorOf(await propose(owner, started, { date: weekDay(16), start: '10:00' }))).toMatchObject({
      code: 'started',
      message: rescheduleMessages.started,
    });
    const cancelled = await jobOn(weekDay(16), { status: 'cancelled' });
    expect(await errorOf(await propose(washer, cancelled, { date: weekDay(17), start: '10:00' }))).toMatchObject({
      code: 'not_scheduled',
      message: rescheduleMessages.notScheduled,
    });
  });

  it("answers 404 for another user's appointment and 401 signed out", async () => {
    const id = await jobOn(weekDay(21));
    expect((await propose(stranger, id, { date: weekDay(22), start: '10:00' })).status).toBe(404);
    expect((await propose(null, id, { date: weekDay(22), start: '10:00' })).status).toBe(401);
  });
});

describe('two proposals racing', () => {
  it('lets exactly one through: the other side is told a new time is already proposed', async () => {
    const id = await jobOn(weekDay(28));
    const responses = await Promise.all([
      propose(owner, id, { date: weekDay(29), start: '10:00' }),
      propose(washer, id, { date: weekDay(30), start: '10:00' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect(refused && (await errorOf(refused))).toMatchObject({
      code: 'reschedule_pending',
      message: rescheduleMessages.alreadyProposed,
    });
    const pending = await t.database.db
      .select()
      .from(rescheduleProposals)
      .where(and(eq(rescheduleProposals.appointmentId, id), eq(rescheduleProposals.status, 'pending')));
    expect(pending).toHaveLength(1);
  });
});

describe('answering a proposal', () => {
  it("accepting moves the job: both pages, both sides' mails with the calendar file, and the washer's calendar feed", async () => {
    const id = await jobOn(weekDay(35));
    const proposalId = await proposed(id, weekDay(37), '13:15');
    const response = await answer(washer, id, proposalId, true);
    expect(response.status).toBe(200);
    const moved = await appointmentOf(response);
    expect(moved).toMatchObject({ date: weekDay(37), start: '13:15', end: '14:45' });
    expect(moved.reschedules[0]).toMatchObject({ status: 'accepted', answeredAt: expect.any(String) });
    const listed = (await (await callAs(t, owner, 'GET', '/api/appointments')).json()) as AppointmentList;
    expect(listed.appointments.find((item) => item.id === id)).toMatchObject({
      date: weekDay(37),
      pendingRescheduleBy: null,
    });
    expect(await detail(owner, id)).toMatchObject({ date: weekDay(37), start: '13:15' });

    // Found by its subject: the proposal's mail and the answer's are delivered by the outbox in
    // whichever order their events are taken, so the newest mail need not be this one.
    const subject = `Appointment moved to ${formatSlot(weekDay(37), '13:15')}`;
    for (const who of [owner, washer]) {
      const mail = (await mailsTo(t, who)).find((each) => each.subject === subject);
      expect(mail?.attachments[0]?.content).toContain(`UID:appointment-${id}@sudsy`);
    }

    const feed = (await (await callAs(t, washer, 'GET', '/api/schedule/calendar-feed')).json()) as { url: string };
    const text = await (await t.app.request(feed.url)).text();
    const utc = (date: string, time: string) =>
      zonedTimeToInstant(date, time, defaultTimeZone)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const event = text.split('BEGIN:VEVENT').find((block) => block.includes(`appointment-${id}@sudsy`));
    expect(event).toContain(`DTSTART:${utc(weekDay(37), '13:15')}`);
    expect(event).toContain(`DTEND:${utc(weekDay(37), '14:45')}`);
  });

  it('declining keeps the booked time and tells the side that proposed', async () => {
    const id = await jobOn(weekDay(42));
    const proposalId = await proposed(id, weekDay(43), '10:00', washer);
    expect((await answer(owner, id, proposalId, false)).status).toBe(200);
    const kept = await detail(washer, id);
    expect(kept).toMatchObject({ date: weekDay(42), start: '10:00' });
    expect(kept.reschedules[0]?.status).toBe('declined');
    expect((await mailsTo(t, washer)).at(-1)?.subject).toBe(
      `New time declined: the appointment stays on ${formatSlot(weekDay(42), '10:00')}`,
    );
    // Answered once: a second answer changes nothing.
    expect(await errorOf(await answer(owner, id, proposalId, true))).toMatchObject({
      code: 'proposal_closed',
      message: rescheduleMessages.notPending,
    });
    expect(await detail(owner, id)).toMatchObject({ date: weekDay(42), start: '10:00' });
  });

  it('is for the other side: the proposer may only withdraw, and the other side may not withdraw it', async () => {
    const id = await jobOn(weekDay(49));
    const proposalId = await proposed(id, weekDay(50));
    const own = await answer(owner, id, proposalId, true);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(rescheduleMessages.ownProposal);
    expect((await withdraw(washer, id, proposalId)).status).toBe(403);
    expect((await answer(stranger, id, proposalId, true)).status).toBe(404);

    expect((await withdraw(owner, id, proposalId)).status).toBe(200);
    expect((await detail(washer, id)).reschedules[0]?.status).toBe('withdrawn');
    expect((await mailsTo(t, washer)).at(-1)?.subject).toBe(
      `New time withdrawn: the appointment stays on ${formatSlot(weekDay(49), '10:00')}`,
    );
    // Once withdrawn, a new proposal may be made.
    await proposed(id, weekDay(51));
  });

  it('checks the calendar again on accepting: a slot booked meanwhile is refused and the proposal stays open', async () => {
    const id = await jobOn(weekDay(56));
    const proposalId = await proposed(id, weekDay(57), '10:00');
    await jobOn(weekDay(57), { startTime: '11:00', endTime: '12:00' });
    const response = await answer(washer, id, proposalId, true);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(rescheduleSlotMessages.washer.booked);
    const unchanged = await detail(owner, id);
    expect(unchanged).toMatchObject({ date: weekDay(56), start: '10:00' });
    expect(unchanged.reschedules[0]?.status).toBe('pending');
  });

  it('lets an answer and a withdrawal racing settle one way only', async () => {
    const id = await jobOn(weekDay(63));
    const proposalId = await proposed(id, weekDay(64), '10:00');
    const [accepted, withdrawn] = await Promise.all([
      answer(washer, id, proposalId, true),
      withdraw(owner, id, proposalId),
    ]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
    const after = await detail(owner, id);
    expect(after.date).toBe(accepted.status === 200 ? weekDay(64) : weekDay(63));
    expect(after.reschedules[0]?.status).toBe(accepted.status === 200 ? 'accepted' : 'withdrawn');
  });

  it('a proposal left open lapses when the job is cancelled, and can no longer be accepted', async () => {
    const id = await jobOn(weekDay(70));
    const proposalId = await proposed(id, weekDay(71));
    expect((await callAs(t, owner, 'POST', `/api/appointments/${id}/cancel`, { reason: '' })).status).toBe(200);
    expect((await detail(washer, id)).reschedules[0]?.status).toBe('lapsed');
    expect((await answer(washer, id, proposalId, true)).status).toBe(409);
    expect(await detail(owner, id)).toMatchObject({ date: weekDay(70), status: 'cancelled' });
  });

  it('a proposal still open when the job starts can no longer be accepted, and lapses when the job is completed', async () => {
    const yesterday = dayFromToday(-1);
    const id = await jobOn(yesterday);
    const [row] = await t.database.db
      .insert(rescheduleProposals)
      .values({
        appointmentId: id,
        proposedBy: 'owner',
        fromDate: yesterday,
        fromStart: '10:00',
        fromEnd: '11:30',
        toDate: weekDay(78),
        toStart: '10:00',
        toEnd: '11:30',
      })
      .returning();
    if (!row) throw new Error('no proposal inserted');
    expect(await errorOf(await answer(washer, id, row.id, true))).toMatchObject({ code: 'started' });
    const completed = await completeAs(t, washer, id);
    expect(completed.status).toBe(200);
    expect((await detail(owner, id)).reschedules[0]).toMatchObject({ status: 'lapsed', to: { date: weekDay(78) } });
  });
});

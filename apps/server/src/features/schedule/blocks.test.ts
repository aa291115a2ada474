import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { dayFromToday } from '../../test/dates';
import { jobClashMessage, scheduleInputMessages, timeOffClashMessage } from '@sudsy/domain/schedule-messages';
import { maxTimeOffDays } from '@sudsy/domain/schedule-rules';
import { blockedTimes } from './schema';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

const clash = (message: string) => ({ error: { code: 'schedule_conflict', message } });

function block(date: string, start: string, durationMinutes = 60, reason = '') {
  return { date, start, durationMinutes, reason };
}

async function putBlock(who: SignedIn, id: string, body: unknown) {
  return callAs(t, who, 'PUT', `/api/schedule/blocks/${id}`, body);
}

async function listBlocks(who: SignedIn) {
  const response = await callAs(t, who, 'GET', '/api/schedule/blocks');
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      blocks: {
        id: string;
        date: string;
        through: string;
        allDay: boolean;
        start: string;
        end: string;
        reason: string;
      }[];
    }
  ).blocks;
}

describe('PUT /api/schedule/blocks/:id', () => {
  it('blocks time with an end computed from the duration, and lists it', async () => {
    const id = randomUUID();
    const date = dayFromToday(3);
    const response = await putBlock(washer, id, block(date, '09:00', 90, '  Dentist  '));
    expect(response.status).toBe(200);
    const saved = { id, date, through: date, allDay: false, start: '09:00', end: '10:30', reason: 'Dentist' };
    expect(await response.json()).toEqual(saved);
    expect(await listBlocks(washer)).toContainEqual(saved);
  });

  it('ends a late full-day block at midnight', async () => {
    const id = randomUUID();
    const response = await putBlock(washer, id, block(dayFromToday(4), '20:00', 480));
    expect(await response.json()).toMatchObject({ start: '20:00', end: '24:00' });
  });

  it('refuses overlapping blocks, containing or contained, but allows touching ones', async () => {
    const date = dayFromToday(5);
    expect((await putBlock(washer, randomUUID(), block(date, '10:00', 120))).status).toBe(200);
    const theBlock = clash(timeOffClashMessage({ date, start: '10:00', end: '12:00', allDay: false }));
    expect(theBlock.error.message).toMatch(/^This overlaps your time off on \w{3} \d{1,2} \w{3}, 10:00 AM–12:00 PM\.$/);
    for (const candidate of [
      block(date, '09:30', 60), // overlaps the start
      block(date, '11:30', 60), // overlaps the end
      block(date, '10:30', 30), // contained
      block(date, '09:00', 240), // contains
      block(date, '10:00', 120), // identical
    ]) {
      const response = await putBlock(washer, randomUUID(), candidate);
      expect(response.status, JSON.stringify(candidate)).toBe(409);
      expect(await response.json()).toEqual(theBlock);
    }
    expect((await putBlock(washer, randomUUID(), block(date, '09:00', 60))).status).toBe(200);
    expect((await putBlock(washer, randomUUID(), block(date, '12:00', 30))).status).toBe(200);
    // Another day, or another washer's schedule, is no conflict.
    expect((await putBlock(washer, randomUUID(), block(dayFromToday(6), '10:00', 120))).status).toBe(200);
    expect((await putBlock(otherWasher, randomUUID(), block(date, '10:00', 120))).status).toBe(200);
  });

  it("refuses a block overlapping one of the washer's appointments, not a cancelled one or another washer's", async () => {
    const date = dayFromToday(7);
    await insertAppointment(t.database.db, washer, owner, {
      serviceDate: date,
      startTime: '13:00',
      endTime: '15:00',
      ownerName: 'Jane Smith',
    });
    await insertAppointment(t.database.db, washer, owner, {
      serviceDate: date,
      startTime: '16:00',
      endTime: '17:00',
      status: 'cancelled',
    });
    await insertAppointment(t.database.db, otherWasher, owner, {
      serviceDate: date,
      startTime: '08:00',
      endTime: '10:00',
    });
    const theJob = clash(jobClashMessage({ date, start: '13:00', ownerName: 'Jane Smith' }));
    expect(theJob.error.message).toMatch(/^This overlaps your 1:00 PM job with Jane Smith on \w{3} \d{1,2} \w{3}\.$/);
    for (const candidate of [block(date, '14:00', 30), block(date, '12:00', 480), block(date, '12:30', 60)]) {
      const response = await putBlock(washer, randomUUID(), candidate);
      expect(response.status, JSON.stringify(candidate)).toBe(409);
      expect(await response.json()).toEqual(theJob);
    }
    expect((await putBlock(washer, randomUUID(), block(date, '15:00', 60))).status).toBe(200);
    expect((await putBlock(washer, randomUUID(), block(date, '16:00', 60))).status).toBe(200);
    expect((await putBlock(washer, randomUUID(), block(date, '08:00', 120))).status).toBe(200);
  });

  it('replaces the block of an existing id, which does not conflict with itself', async () => {
    const id = randomUUID();
    const date = dayFromToday(8);
    await putBlock(washer, id, block(date, '09:00', 60, 'Errand'));
    const moved = await putBlock(washer, id, block(date, '09:30', 120, 'Longer errand'));
    expect(moved.status).toBe(200);
    const mine = (await listBlocks(washer)).filter((entry) => entry.id === id);
    expect(mine).toEqual([
      { id, date, through: date, allDay: false, start: '09:30', end: '11:30', reason: 'Longer errand' },
    ]);
  });

  it("answers 404 for another washer's block id and leaves it untouched", async () => {
    const id = randomUUID();
    const date = dayFromToday(9);
    await putBlock(otherWasher, id, block(date, '09:00', 60, 'Theirs'));
    const response = await putBlock(washer, id, block(date, '15:00', 60, 'Mine'));
    expect(response.status).toBe(404);
    expect((await listBlocks(otherWasher)).find((entry) => entry.id === id)).toMatchObject({
      start: '09:00',
      reason: 'Theirs',
    });
    expect((await listBlocks(washer)).some((entry) => entry.id === id)).toBe(false);
  });

  it('refuses a missing date or start time with the texts of the seed, and a past date', async () => {
    const missing = await putBlock(washer, randomUUID(), { date: '', start: '', durationMinutes: 60, reason: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { fields: { date: 'Please select a date', start: 'Please select a start time' } },
    });
    const past = await putBlock(washer, randomUUID(), block(dayFromToday(-1), '09:00'));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { fields: { date: expect.any(String) } } });
  });

  it('refuses malformed input with 400, never 500', async () => {
    const date = dayFromToday(10);
    const bodies: unknown[] = [
      {},
      null,
      block('2030-02-30', '09:00'),
      block(date, '09:15'),
      block(date, '23:00'),
      block(date, '09:00', 45),
      block(date, '09:00', -60),
      { ...block(date, '09:00'), durationMinutes: '60' },
      { ...block(date, '09:00'), reason: 'x'.repeat(201) },
      { ...block(date, '09:00'), reason: 42 },
      { ...block(date, '09:00'), timeZone: 'Atlantis/Capital' },
    ];
    for (const body of bodies) {
      expect((await putBlock(washer, randomUUID(), body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['not-a-uuid', '1', "x'; drop table blocked_times; --"]) {
      expect((await putBlock(washer, encodeURIComponent(id), block(date, '09:00'))).status, id).toBe(400);
      expect((await callAs(t, washer, 'DELETE', `/api/schedule/blocks/${encodeURIComponent(id)}`)).status, id).toBe(
        400,
      );
    }
  });
});

describe('whole days off', () => {
  const days = (date: string, through = '', reason = '') => ({
    date,
    allDay: true,
    through,
    start: '',
    durationMinutes: 60,
    reason,
  });

  it('blocks every day of a stretch midnight to midnight, lists it once and removes it whole', async () => {
    const fresh = await signedIn(t, 'washer');
    const id = randomUUID();
    const [first, last] = [dayFromToday(20), dayFromToday(23)];
    const response = await putBlock(fresh, id, days(first, last, 'Holiday'));
    expect(response.status).toBe(200);
    const saved = { id, date: first, through: last, allDay: true, start: '00:00', end: '24:00', reason: 'Holiday' };
    expect(await response.json()).toEqual(saved);
    expect(await listBlocks(fresh)).toEqual([saved]);
    const rows = await t.database.db.select().from(blockedTimes).where(eq(blockedTimes.washerId, fresh.id));
    expect(rows.map((row) => [row.date, row.startTime, row.endTime, row.allDay]).sort()).toEqual(
      [20, 21, 22, 23].map((day) => [dayFromToday(day), '00:00', '24:00', true]),
    );

    // A block within one of its days clashes with the whole day.
    const inside = await putBlock(fresh, randomUUID(), block(dayFromToday(22), '09:00'));
    expect(inside.status).toBe(409);
    expect(await inside.json()).toEqual(
      clash(timeOffClashMessage({ date: dayFromToday(22), start: '00:00', end: '24:00', allDay: true })),
    );

    // Saved again under its id it is replaced, never in its own way.
    const shorter = await putBlock(fresh, id, days(first, dayFromToday(21), 'Holiday'));
    expect(shorter.status).toBe(200);
    expect((await listBlocks(fresh)).map((entry) => [entry.date, entry.through])).toEqual([[first, dayFromToday(21)]]);

    expect((await callAs(t, fresh, 'DELETE', `/api/schedule/blocks/${id}`)).status).toBe(204);
    expect(await listBlocks(fresh)).toEqual([]);
    expect(await t.database.db.select().from(blockedTimes).where(eq(blockedTimes.washerId, fresh.id))).toEqual([]);
  });

  it('covers a whole day of any working hours, one day without a last day', async () => {
    const fresh = await signedIn(t, 'washer');
    const date = dayFromToday(24);
    expect((await putBlock(fresh, randomUUID(), block(date, '21:00', 60))).status).toBe(200);
    const refused = await putBlock(fresh, randomUUID(), days(date));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(
      clash(timeOffClashMessage({ date, start: '21:00', end: '22:00', allDay: false })),
    );
    const next = await putBlock(fresh, randomUUID(), days(dayFromToday(25)));
    expect(await next.json()).toMatchObject({
      date: dayFromToday(25),
      through: dayFromToday(25),
      start: '00:00',
      end: '24:00',
    });
  });

  it('refuses days that cover a booked job, naming it, but not a cancelled one', async () => {
    const fresh = await signedIn(t, 'washer');
    const jobDay = dayFromToday(32);
    await insertAppointment(t.database.db, fresh, owner, { serviceDate: dayFromToday(31), status: 'cancelled' });
    await insertAppointment(t.database.db, fresh, owner, {
      serviceDate: jobDay,
      startTime: '10:00',
      endTime: '11:00',
      ownerName: 'Jane Smith',
    });
    const refused = await putBlock(fresh, randomUUID(), days(dayFromToday(30), dayFromToday(35)));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(
      clash(jobClashMessage({ date: jobDay, start: '10:00', ownerName: 'Jane Smith' })),
    );
    expect((await putBlock(fresh, randomUUID(), days(dayFromToday(30), dayFromToday(31)))).status).toBe(200);
  });

  it(`refuses a last day before the first or a stretch over ${maxTimeOffDays} days with a 400`, async () => {
    const date = dayFromToday(40);
    const before = await putBlock(washer, randomUUID(), days(date, dayFromToday(39)));
    expect(before.status).toBe(400);
    expect(await before.json()).toMatchObject({
      error: { fields: { through: scheduleInputMessages.throughBeforeDate } },
    });
    const long = await putBlock(washer, randomUUID(), days(date, dayFromToday(40 + maxTimeOffDays)));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { fields: { through: scheduleInputMessages.timeOffTooLong } } });
    for (const body of [{ ...days(date), allDay: 'yes' }, { ...days(date), through: 42 }, days(date, '2030-02-30')]) {
      expect((await putBlock(washer, randomUUID(), body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("answers 404 for another washer's stretch and leaves every day of it", async () => {
    const id = randomUUID();
    await putBlock(otherWasher, id, days(dayFromToday(50), dayFromToday(52)));
    expect((await putBlock(washer, id, days(dayFromToday(50)))).status).toBe(404);
    expect((await callAs(t, washer, 'DELETE', `/api/schedule/blocks/${id}`)).status).toBe(404);
    expect((await listBlocks(otherWasher)).find((entry) => entry.id === id)).toMatchObject({
      through: dayFromToday(52),
    });
  });
});

describe('GET /api/schedule/blocks', () => {
  it("lists only the washer's own blocks from today on, in order", async () => {
    const fresh = await signedIn(t, 'washer');
    const today = dayFromToday(0);
    const later = dayFromToday(2);
    await putBlock(fresh, randomUUID(), block(later, '08:00'));
    await putBlock(fresh, randomUUID(), block(today, '21:00'));
    await putBlock(fresh, randomUUID(), block(later, '07:00'));
    const blocks = await listBlocks(fresh);
    expect(blocks.map((entry) => [entry.date, entry.start])).toEqual([
      [today, '21:00'],
      [later, '07:00'],
      [later, '08:00'],
    ]);
  });
});

describe('DELETE /api/schedule/blocks/:id', () => {
  it('removes the block; a second removal is 404', async () => {
    const id = randomUUID();
    await putBlock(washer, id, block(dayFromToday(11), '09:00'));
    expect((await callAs(t, washer, 'DELETE', `/api/schedule/blocks/${id}`)).status).toBe(204);
    expect((await listBlocks(washer)).some((entry) => entry.id === id)).toBe(false);
    expect((await callAs(t, washer, 'DELETE', `/api/schedule/blocks/${id}`)).status).toBe(404);
  });

  it("answers 404 for another washer's block and keeps it", async () => {
    const id = randomUUID();
    await putBlock(otherWasher, id, block(dayFromToday(12), '09:00'));
    expect((await callAs(t, washer, 'DELETE', `/api/schedule/blocks/${id}`)).status).toBe(404);
    expect((await listBlocks(otherWasher)).some((entry) => entry.id === id)).toBe(true);
  });
});

describe('who may use the blocks', () => {
  it('answers 401 signed out and 403 to owners', async () => {
    const id = randomUUID();
    const requests = [
      ['GET', '/api/schedule/blocks', undefined],
      ['PUT', `/api/schedule/blocks/${id}`, block(dayFromToday(1), '09:00')],
      ['DELETE', `/api/schedule/blocks/${id}`, undefined],
    ] as const;
    for (const [method, path, body] of requests) {
      expect((await callAs(t, null, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await callAs(t, owner, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('how many blocks a washer keeps ahead', () => {
  it(`refuses a new block past ${userCaps.upcomingBlocks} ahead with a 409, still moves an existing one, and does not count past ones`, async () => {
    const busy = await signedIn(t, 'washer');
    const block = (date: string) => ({ date, start: '09:00', durationMinutes: 60, reason: '' });
    // Saving one through the API first gives the washer a schedule, and so a time zone.
    const firstId = randomUUID();
    expect((await callAs(t, busy, 'PUT', `/api/schedule/blocks/${firstId}`, block(dayFromToday(1)))).status).toBe(200);
    await t.database.db.insert(blockedTimes).values([
      ...Array.from({ length: userCaps.upcomingBlocks - 2 }, (_, index) => ({
        id: randomUUID(),
        washerId: busy.id,
        date: dayFromToday(2 + index),
        startTime: '09:00',
        endTime: '10:00',
      })),
      { id: randomUUID(), washerId: busy.id, date: dayFromToday(-3), startTime: '09:00', endTime: '10:00' },
    ]);

    // 199 ahead and one past: the past one does not count, so one more fits.
    const last = await callAs(t, busy, 'PUT', `/api/schedule/blocks/${randomUUID()}`, block(dayFromToday(250)));
    expect(last.status).toBe(200);
    const refused = await callAs(t, busy, 'PUT', `/api/schedule/blocks/${randomUUID()}`, block(dayFromToday(251)));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'limit_reached', message: limitMessages.upcomingBlocks } });

    const moved = await callAs(t, busy, 'PUT', `/api/schedule/blocks/${firstId}`, block(dayFromToday(252)));
    expect(moved.status).toBe(200);
  });

  it('counts whole days over several days as one block', async () => {
    const busy = await signedIn(t, 'washer');
    const stretch = {
      date: dayFromToday(1),
      allDay: true,
      through: dayFromToday(10),
      start: '',
      durationMinutes: 60,
      reason: '',
    };
    expect((await callAs(t, busy, 'PUT', `/api/schedule/blocks/${randomUUID()}`, stretch)).status).toBe(200);
    await t.database.db.insert(blockedTimes).values(
      Array.from({ length: userCaps.upcomingBlocks - 2 }, (_, index) => ({
        id: randomUUID(),
        washerId: busy.id,
        date: dayFromToday(20 + index),
        startTime: '09:00',
        endTime: '10:00',
      })),
    );
    const block = (date: string) => ({ date, start: '09:00', durationMinutes: 60, reason: '' });
    expect(
      (await callAs(t, busy, 'PUT', `/api/schedule/blocks/${randomUUID()}`, block(dayFromToday(300)))).status,
    ).toBe(200);
    expect(
      (await callAs(t, busy, 'PUT', `/api/schedule/blocks/${randomUUID()}`, block(dayFromToday(301)))).status,
    ).toBe(409);
  });
});

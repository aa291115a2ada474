import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { dayFromToday } from '../../test/dates';
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

const conflict = {
  error: { code: 'schedule_conflict', message: 'This time overlaps with an existing appointment or blocked time.' },
};

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
    (await response.json()) as { blocks: { id: string; date: string; start: string; end: string; reason: string }[] }
  ).blocks;
}

describe('PUT /api/schedule/blocks/:id', () => {
  it('blocks time with an end computed from the duration, and lists it', async () => {
    const id = randomUUID();
    const date = dayFromToday(3);
    const response = await putBlock(washer, id, block(date, '09:00', 90, '  Dentist  '));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, date, start: '09:00', end: '10:30', reason: 'Dentist' });
    expect(await listBlocks(washer)).toContainEqual({ id, date, start: '09:00', end: '10:30', reason: 'Dentist' });
  });

  it('ends a late full-day block at midnight', async () => {
    const id = randomUUID();
    const response = await putBlock(washer, id, block(dayFromToday(4), '20:00', 480));
    expect(await response.json()).toMatchObject({ start: '20:00', end: '24:00' });
  });

  it('refuses overlapping blocks, containing or contained, but allows touching ones', async () => {
    const date = dayFromToday(5);
    expect((await putBlock(washer, randomUUID(), block(date, '10:00', 120))).status).toBe(200);
    for (const candidate of [
      block(date, '09:30', 60), // overlaps the start
      block(date, '11:30', 60), // overlaps the end
      block(date, '10:30', 30), // contained
      block(date, '09:00', 240), // contains
      block(date, '10:00', 120), // identical
    ]) {
      const response = await putBlock(washer, randomUUID(), candidate);
      expect(response.status, JSON.stringify(candidate)).toBe(409);
      expect(await response.json()).toEqual(conflict);
    }
    expect((await putBlock(washer, randomUUID(), block(date, '09:00', 60))).status).toBe(200);
    expect((await putBlock(washer, randomUUID(), block(date, '12:00', 30))).status).toBe(200);
    // Another day, or another washer's schedule, is no conflict.
    expect((await putBlock(washer, randomUUID(), block(dayFromToday(6), '10:00', 120))).status).toBe(200);
    expect((await putBlock(otherWasher, randomUUID(), block(date, '10:00', 120))).status).toBe(200);
  });

  it("refuses a block overlapping one of the washer's appointments, not a cancelled one or another washer's", async () => {
    const date = dayFromToday(7);
    await insertAppointment(t.database.db, washer, owner, { serviceDate: date, startTime: '13:00', endTime: '15:00' });
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
    for (const candidate of [block(date, '14:00', 30), block(date, '12:00', 480), block(date, '12:30', 60)]) {
      const response = await putBlock(washer, randomUUID(), candidate);
      expect(response.status, JSON.stringify(candidate)).toBe(409);
      expect(await response.json()).toEqual(conflict);
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
    expect(mine).toEqual([{ id, date, start: '09:30', end: '11:30', reason: 'Longer errand' }]);
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
});

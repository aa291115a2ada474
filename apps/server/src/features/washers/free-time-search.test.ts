import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTimeMessages, freeTimeNoticeMinutes } from '@sudsy/domain/free-time';
import { requestMessages } from '@sudsy/domain/quote-request';
import { addDays, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, weekdays, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { maxSearchResults, type WasherSearchResponse } from '@sudsy/domain/washer-search';
import { blockedTimes, user, washerSchedules } from '../../db/schema';
import { jobsBetween, scheduleOf, slotProblemOf } from '../appointments';
import { saveBlock } from '../schedule';
import { insertAppointment } from '../../test/appointments';
import { upcoming } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { everyDay, insertWasher, offering, separatePlaces } from '../../test/washers';

let t: TestApp;
const owner = { id: randomUUID() };
// Washers have the default hours (09:00–17:00) in Los Angeles unless told.
const monday = upcoming('Monday');
const la = 'America/Los_Angeles';

/** The next second Sunday of March (US clocks go forward) at least three days from today. */
function nextSpringForward(): string {
  const soonest = dayFromToday(3);
  for (let year = Number(soonest.slice(0, 4)); ; year += 1) {
    const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const secondSunday = `${year}-03-${String(1 + ((7 - firstOfMarch) % 7) + 7).padStart(2, '0')}`;
    if (secondSunday >= soonest) return secondSunday;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(user)
    .values({ id: owner.id, name: 'Olivia', email: `${owner.id}@example.com`, role: 'owner' });
});
afterAll(() => t.close());

const place = separatePlaces({ lat: 36, lng: -100 });

async function searchAt(point: { lat: number; lng: number }, query: string): Promise<Response> {
  return Promise.resolve(
    t.app.request(
      `${testOrigin}/api/washers/search?services=express-wash&address=here&maxMiles=5&lat=${point.lat}&lng=${point.lng}&${query}`,
    ),
  );
}

async function freeStarts(point: { lat: number; lng: number }, query: string): Promise<Record<string, string | null>> {
  const response = await searchAt(point, query);
  expect(response.status).toBe(200);
  const body = (await response.json()) as WasherSearchResponse;
  return Object.fromEntries(body.washers.map((washer) => [washer.businessName, washer.nextFreeStart]));
}

const instant = (date: string, time: string, zone = la) => zonedTimeToInstant(date, time, zone).toISOString();

async function setSchedule(washerId: string, weeklyHours: WeeklyAvailability, timeZone = la) {
  await t.database.db
    .insert(washerSchedules)
    .values({ washerId, weeklyHours, timeZone, calendarFeedSecret: randomUUID() });
}

describe('GET /api/washers/search: free time', () => {
  it('keeps washers with room for the whole job in the window, each with their earliest start', async () => {
    const db = t.database.db;
    const point = place();
    await insertWasher(db, { businessName: 'Open', point });
    const booked = await insertWasher(db, { businessName: 'Booked morning', point });
    // 09:00–11:00 booked: with travel time the next 60-minute job starts at 11:30.
    await insertAppointment(db, { id: booked }, owner, { serviceDate: monday, startTime: '09:00', endTime: '11:00' });
    const blocked = await insertWasher(db, { businessName: 'Day off', point });
    await db
      .insert(blockedTimes)
      .values({ id: randomUUID(), washerId: blocked, date: monday, startTime: '09:00', endTime: '17:00' });
    const cancelled = await insertWasher(db, { businessName: 'Cancelled job', point });
    await insertAppointment(db, { id: cancelled }, owner, {
      serviceDate: monday,
      startTime: '09:00',
      endTime: '12:00',
      status: 'cancelled',
    });

    expect(await freeStarts(point, `date=${monday}&from=09:00&to=11:00&tz=${la}`)).toEqual({
      Open: instant(monday, '09:00'),
      'Cancelled job': instant(monday, '09:00'),
    });
    expect(await freeStarts(point, `date=${monday}&from=11:00&to=13:00&tz=${la}`)).toEqual({
      Open: instant(monday, '11:00'),
      'Booked morning': instant(monday, '11:30'),
      'Cancelled job': instant(monday, '11:00'),
    });
    // A job of two services takes both durations (60 + 60 minutes here).
    await insertWasher(db, {
      businessName: 'Two services',
      point,
      offerings: [offering('express-wash', 4000), offering('clay-bar', 5000)],
    });
    const response = await Promise.resolve(
      t.app.request(
        `${testOrigin}/api/washers/search?services=express-wash,clay-bar&address=here&maxMiles=5&lat=${point.lat}&lng=${point.lng}&date=${monday}&from=15:30&to=17:30&tz=${la}`,
      ),
    );
    const body = (await response.json()) as WasherSearchResponse;
    expect(body.washers.find((washer) => washer.businessName === 'Two services')).toBeUndefined();
    expect(body.washers.find((washer) => washer.businessName === 'Open')?.nextFreeStart).toBe(instant(monday, '15:30'));
  });

  it("reads the owner's window in the owner's zone, across midnight, against a washer in another zone", async () => {
    const point = place();
    const eastern = await insertWasher(t.database.db, { businessName: 'Eastern', point });
    await setSchedule(eastern, everyDay('06:00', '22:00'), 'America/New_York');
    // 18:00–01:00 in Los Angeles is 21:00–04:00 in New York, where the washer stops at 22:00.
    expect(await freeStarts(point, `date=${monday}&from=18:00&to=01:00&tz=${la}`)).toEqual({
      Eastern: instant(monday, '21:00', 'America/New_York'),
    });
    // 20:00–01:00 in Los Angeles starts at 23:00 in New York: no room.
    expect(await freeStarts(point, `date=${monday}&from=20:00&to=01:00&tz=${la}`)).toEqual({});
  });

  it('keeps wall-clock hours across a change of daylight-saving time', async () => {
    const point = place();
    await insertWasher(t.database.db, { businessName: 'Seasonal', point });
    // US clocks go forward on March's second Sunday: 09:00 is 17:00 UTC the Friday before, 16:00 UTC
    // the Monday after. The next such Sunday is always within the year a search may look ahead.
    const change = nextSpringForward();
    const friday = addDays(change, -2);
    const mondayAfter = addDays(change, 1);
    expect(await freeStarts(point, `date=${friday}&tz=${la}`)).toEqual({ Seasonal: `${friday}T17:00:00.000Z` });
    expect(await freeStarts(point, `date=${mondayAfter}&tz=${la}`)).toEqual({
      Seasonal: `${mondayAfter}T16:00:00.000Z`,
    });
  });

  it('finds no free start inside whole days off, whatever the working hours, and the first one after', async () => {
    const db = t.database.db;
    const point = place();
    const away = await insertWasher(db, { businessName: 'Away', point });
    // Open around the clock: whole days off still cover every hour of them.
    await setSchedule(away, everyDay('06:00', '22:00'));
    const washer = { id: away, name: 'Away', email: `${away}@example.com`, role: 'washer' as const };
    const days = { allDay: true, start: '', durationMinutes: 60, reason: 'Holiday' };
    await saveBlock(db, jobsBetween, washer, randomUUID(), { ...days, date: monday, through: addDays(monday, 2) });

    for (const date of [monday, addDays(monday, 1), addDays(monday, 2)]) {
      expect((await freeStarts(point, `date=${date}&from=06:00&to=22:00&tz=${la}`)).Away, date).toBeUndefined();
    }
    expect((await freeStarts(point, `date=${addDays(monday, 3)}&from=06:00&to=22:00&tz=${la}`)).Away).toBe(
      instant(addDays(monday, 3), '06:00'),
    );
    // A booking or a move checks the same days against the same rows.
    const schedule = await scheduleOf(db, away);
    const now = new Date(Date.parse(instant(monday, '00:00')) - 7 * 24 * 60 * 60_000);
    const slot = (date: string) => ({ date, start: '21:00', durationMinutes: 60 });
    expect(await slotProblemOf(db, away, schedule, slot(addDays(monday, 1)), now)).toBe('blocked');
    expect(await slotProblemOf(db, away, schedule, slot(addDays(monday, 3)), now)).toBeNull();
  });

  it('without a date lists every washer with the next free start within the week, or none', async () => {
    const point = place();
    await insertWasher(t.database.db, { businessName: 'Usual', point });
    const never = await insertWasher(t.database.db, { businessName: 'Never', point });
    const closed = Object.fromEntries(
      weekdays.map((day) => [day, { ...initialWorkingHours[day], enabled: false }]),
    ) as WeeklyAvailability;
    await setSchedule(never, closed);
    const before = Date.now();
    const starts = await freeStarts(point, '');
    expect(starts.Never).toBeNull();
    const usual = new Date(starts.Usual ?? '').getTime();
    expect(usual).toBeGreaterThanOrEqual(before + freeTimeNoticeMinutes * 60_000);
    expect(usual).toBeLessThan(before + 8 * 24 * 60 * 60_000);
  });

  it('reads further than a page of nearest washers when the nearest have no room', async () => {
    const db = t.database.db;
    const point = place();
    const busy = await Promise.all(
      Array.from({ length: maxSearchResults }, (_, n) =>
        insertWasher(db, { businessName: `Busy ${n}`, point: { lat: point.lat + n * 0.0001, lng: point.lng } }),
      ),
    );
    await db
      .insert(blockedTimes)
      .values(
        busy.map((washerId) => ({ id: randomUUID(), washerId, date: monday, startTime: '09:00', endTime: '17:00' })),
      );
    // Further away than every busy washer: its public point is 2.6 miles north, theirs within 1.6.
    await insertWasher(db, {
      businessName: 'Free further out',
      point: { lat: point.lat + 0.03, lng: point.lng },
      blur: { turn: 0, reach: 0 },
    });

    expect(Object.keys(await freeStarts(point, `date=${monday}&tz=${la}`))).toEqual(['Free further out']);
    // Without a date nobody is left out: the nearest page, busy or not.
    expect(Object.keys(await freeStarts(point, ''))).toHaveLength(maxSearchResults);
  });

  it.each([
    ['from=09:00', { from: freeTimeMessages.windowNeedsBoth }],
    ['from=09:00&to=09:00', { from: freeTimeMessages.windowEmpty }],
    ['from=09:15&to=10:00', { from: expect.any(String) }],
    ['from=25:00&to=10:00', { from: expect.any(String) }],
    ['date=2030-02-30', { date: expect.any(String) }],
    ['tz=Mars%2FOlympus', { tz: freeTimeMessages.unknownTimeZone }],
    [`date=${dayFromToday(-2, la)}&tz=${la}`, { date: requestMessages.pastDate }],
  ])('%s → 400 naming the field', async (query, fields) => {
    const response = await searchAt(place(), query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual(expect.objectContaining(fields));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from './booking';
import {
  earliestFreeStart,
  freeStartLabel,
  freeTimeFinder,
  freeTimeStepMinutes,
  jobMinutes,
  searchWindows,
  travelBufferMinutes,
  windowProblem,
  type DatedSlot,
  type FreeTimeCalendar,
} from './free-time';
import { addDays, zonedTimeToInstant } from './schedule-time-zone';
import { fromMinutes, initialWorkingHours, toMinutes, weekdays, type WeeklyAvailability } from './time-slots';

const la = 'America/Los_Angeles';
// 2030-05-13 is a Monday.
const monday = '2030-05-13';
const longAgo = new Date('2000-01-01T00:00:00Z');

function calendar(overrides: Partial<FreeTimeCalendar> = {}): FreeTimeCalendar {
  return { timeZone: la, hours: initialWorkingHours, blocks: [], appointments: [], ...overrides };
}

const dayWindow = (date: string, timeZone = la) => searchWindows({ date }, timeZone, date);
const iso = (instant: Date | null) => instant?.toISOString() ?? null;
const instant = (date: string, time: string) => zonedTimeToInstant(date, time, la).toISOString();

describe('earliestFreeStart', () => {
  it("starts at the day's opening when nothing is booked", () => {
    expect(iso(earliestFreeStart(calendar(), dayWindow(monday), 60, longAgo))).toBe('2030-05-13T16:00:00.000Z');
  });

  it('skips blocked time and keeps travel time around booked jobs', () => {
    const found = earliestFreeStart(
      calendar({
        blocks: [{ date: monday, start: '09:00', end: '10:00' }],
        appointments: [{ date: monday, start: '10:30', end: '12:00' }],
      }),
      dayWindow(monday),
      60,
      longAgo,
    );
    // 10:00 would run into 10:30's job and its travel time; after 12:00 the washer needs 30 minutes.
    expect(iso(found)).toBe(zonedTimeToInstant(monday, '12:30', la).toISOString());
  });

  it('fits the whole job inside the window and the working hours', () => {
    const window = searchWindows({ date: monday, from: '15:00', to: '17:00' }, la, monday);
    expect(iso(earliestFreeStart(calendar(), window, 120, longAgo))).toBe(
      zonedTimeToInstant(monday, '15:00', la).toISOString(),
    );
    // Three hours do not fit before 17:00, when the washer stops.
    expect(earliestFreeStart(calendar(), window, 180, longAgo)).toBeNull();
  });

  it('finds nothing on a day off (Sunday) and the next morning without a date', () => {
    const sunday = addDays(monday, -1);
    expect(earliestFreeStart(calendar(), dayWindow(sunday), 30, longAgo)).toBeNull();
    const week = searchWindows({}, la, sunday);
    expect(iso(earliestFreeStart(calendar(), week, 30, longAgo))).toBe(
      zonedTimeToInstant(monday, '09:00', la).toISOString(),
    );
  });

  it('starts no sooner than the notice allows, on the half-hour grid', () => {
    const now = zonedTimeToInstant(monday, '10:10', la);
    expect(iso(earliestFreeStart(calendar(), dayWindow(monday), 30, now))).toBe(
      zonedTimeToInstant(monday, '10:30', la).toISOString(),
    );
  });

  it('never starts before the notice, not even by seconds', () => {
    const secondsPastTen = new Date(zonedTimeToInstant(monday, '10:00', la).getTime() + 31_000);
    expect(iso(earliestFreeStart(calendar(), dayWindow(monday), 30, secondsPastTen))).toBe(
      zonedTimeToInstant(monday, '10:30', la).toISOString(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 * 60 - 1 }), (second) => {
        const notBefore = new Date(zonedTimeToInstant(monday, '00:00', la).getTime() + second * 1000);
        const found = earliestFreeStart(calendar(), dayWindow(monday), 30, notBefore);
        if (found) expect(found.getTime()).toBeGreaterThanOrEqual(notBefore.getTime());
      }),
    );
  });

  it('reads a window that crosses midnight, in the owner zone, against a washer in another', () => {
    const lateHours = weekHours({ start: '06:00', end: '22:00' });
    // 23:00–03:00 in New York is 20:00–24:00 in Los Angeles: the washer is free at 20:00 there.
    const window = searchWindows({ date: monday, from: '23:00', to: '03:00' }, 'America/New_York', monday);
    const found = earliestFreeStart(calendar({ hours: lateHours }), window, 60, longAgo);
    expect(iso(found)).toBe(zonedTimeToInstant(monday, '20:00', la).toISOString());
    expect(iso(found)).toBe(zonedTimeToInstant(monday, '23:00', 'America/New_York').toISOString());
  });

  it('keeps the wall-clock hours across a change of daylight-saving time', () => {
    // US clocks went forward on 2030-03-10 (a Sunday); Monday 11th opens at 09:00 PDT, 16:00 UTC,
    // while the Friday before opened at 09:00 PST, 17:00 UTC.
    const before = '2030-03-08';
    const after = '2030-03-11';
    expect(iso(earliestFreeStart(calendar(), dayWindow(before), 60, longAgo))).toBe('2030-03-08T17:00:00.000Z');
    expect(iso(earliestFreeStart(calendar(), dayWindow(after), 60, longAgo))).toBe('2030-03-11T16:00:00.000Z');
    // A window read in New York on the day of the change still meets the Los Angeles washer's 09:00.
    const changeDay = searchWindows({ date: after, from: '11:00', to: '14:00' }, 'America/New_York', after);
    expect(iso(earliestFreeStart(calendar(), changeDay, 60, longAgo))).toBe('2030-03-11T16:00:00.000Z');
  });

  it('answers nothing for a job of no length', () => {
    expect(earliestFreeStart(calendar(), dayWindow(monday), 0, longAgo)).toBeNull();
  });

  it('is the first start a brute-force scan of the grid accepts, and that start fits every rule', () => {
    fc.assert(
      fc.property(
        fc.array(datedSlot(), { maxLength: 6 }),
        fc.array(datedSlot(), { maxLength: 6 }),
        fc.integer({ min: 1, max: 8 }).map((halfHours) => halfHours * 30),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 48 }),
        (blocks, appointments, minutes, fromSlot, length) => {
          const cal = calendar({ timeZone: 'UTC', blocks, appointments });
          const window = { from: at(monday, fromSlot * 30), to: at(monday, fromSlot * 30 + length * 30) };
          const found = earliestFreeStart(cal, [window], minutes, longAgo);
          expect(iso(found)).toBe(iso(bruteForce(cal, window, minutes)));
        },
      ),
    );
  });
});

describe('freeTimeFinder.starts', () => {
  it('lists the free starts of each day on the half-hour grid, at most so many a day and in all', () => {
    const cal = calendar({ appointments: [{ date: monday, start: '10:00', end: '11:00' }] });
    const finder = freeTimeFinder(searchWindows({}, la, monday), longAgo);
    const starts = finder.starts(cal, 60, 4, 6).map((start) => start.toISOString());
    // Monday: 09:00 would end at 10:00, inside the job's travel time; after it, 11:30 on.
    expect(starts).toEqual([
      ...['11:30', '12:00', '12:30', '13:00'].map((time) => instant(monday, time)),
      ...['09:00', '09:30'].map((time) => instant(addDays(monday, 1), time)),
    ]);
    expect(finder.earliest(cal, 60)?.toISOString()).toBe(starts[0]);
  });
});

describe('searchWindows', () => {
  it('is one day with a date, a week from today without', () => {
    expect(searchWindows({ date: monday }, 'UTC', '2030-05-01')).toEqual([
      { from: new Date('2030-05-13T00:00:00Z'), to: new Date('2030-05-14T00:00:00Z') },
    ]);
    const week = searchWindows({ from: '09:00', to: '12:00' }, 'UTC', monday);
    expect(week).toHaveLength(7);
    expect(week[6]).toEqual({ from: new Date('2030-05-19T09:00:00Z'), to: new Date('2030-05-19T12:00:00Z') });
  });
});

describe('windowProblem', () => {
  it('wants both ends or neither, and not the same time', () => {
    expect(windowProblem({})).toBeNull();
    expect(windowProblem({ from: '09:00', to: '08:00' })).toBeNull();
    expect(windowProblem({ from: '09:00' })).toMatch(/both/);
    expect(windowProblem({ from: '09:00', to: '09:00' })).toMatch(/same time/);
  });
});

describe('jobMinutes', () => {
  it("adds the washer's durations of the requested services they offer", () => {
    const offerings = [{ serviceId: 'express-wash', estimatedMinutes: 40 }];
    // Express wash at the washer's 40 minutes, clay bar at the catalogue's 45; hand wax is not offered.
    expect(jobMinutes(['express-wash', 'clay-bar', 'hand-wax'], ['express-wash', 'clay-bar'], offerings)).toBe(85);
  });
});

describe('freeStartLabel', () => {
  const now = zonedTimeToInstant(monday, '08:00', la);
  it('names today, tomorrow, the weekday, then the date', () => {
    expect(freeStartLabel(zonedTimeToInstant(monday, '14:30', la), now, la)).toBe('Free today 2:30 PM');
    expect(freeStartLabel(zonedTimeToInstant(addDays(monday, 1), '09:00', la), now, la)).toBe('Free tomorrow 9:00 AM');
    expect(freeStartLabel(zonedTimeToInstant(addDays(monday, 3), '10:30', la), now, la)).toBe('Free Thu 10:30 AM');
    expect(freeStartLabel(zonedTimeToInstant(addDays(monday, 10), '10:30', la), now, la)).toBe('Free May 23, 10:30 AM');
  });
});

function weekHours(slot: { start: string; end: string }): WeeklyAvailability {
  return Object.fromEntries(weekdays.map((day) => [day, { enabled: true, timeSlots: [slot] }])) as WeeklyAvailability;
}

function at(date: string, minutes: number): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + minutes * 60_000);
}

function datedSlot() {
  return fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 12 }))
    .map(([day, startQuarter, quarters]): DatedSlot => {
      const start = startQuarter * 15;
      return {
        date: addDays(monday, day),
        start: fromMinutes(start),
        end: fromMinutes(Math.min(start + quarters * 15, 1440)),
      };
    });
}

/** Every grid start of every working slot of the window's days, checked one by one (UTC, so wall clock is instant). */
function bruteForce(cal: FreeTimeCalendar, window: { from: Date; to: Date }, minutes: number): Date | null {
  for (let day = 0; day < 3; day++) {
    const date = addDays(monday, day);
    const hours = cal.hours[weekdayOf(date)];
    if (!hours.enabled) continue;
    const fits = hours.timeSlots.flatMap((slot) => {
      const starts: number[] = [];
      for (let start = toMinutes(slot.start); start + minutes <= toMinutes(slot.end); start += freeTimeStepMinutes) {
        const end = start + minutes;
        const clear =
          cal.blocks.every((b) => b.date !== date || !(toMinutes(b.start) < end && start < toMinutes(b.end))) &&
          cal.appointments.every(
            (a) =>
              a.date !== date ||
              !(toMinutes(a.start) - travelBufferMinutes < end && start < toMinutes(a.end) + travelBufferMinutes),
          );
        if (clear && at(date, start) >= window.from && at(date, end) <= window.to) starts.push(start);
      }
      return starts;
    });
    if (fits.length > 0) return at(date, Math.min(...fits));
  }
  return null;
}

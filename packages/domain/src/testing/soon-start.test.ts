import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../schedule-time-zone';
import { soonStart } from './soon-start';

describe('soonStart', () => {
  it('takes the next whole minute after the lead, in UTC while its day allows', () => {
    expect(soonStart(new Date('2026-12-07T10:00:05Z'), { leadMs: 10_000, jobMinutes: 15 })).toEqual({
      timeZone: 'UTC',
      date: '2026-12-07',
      time: '10:01',
      startsAt: new Date('2026-12-07T10:01:00Z'),
    });
  });

  it('moves to Tokyo when UTC is outside working hours', () => {
    expect(soonStart(new Date('2026-12-07T23:30:00Z'), { leadMs: 5_000, jobMinutes: 15 })).toMatchObject({
      timeZone: 'Asia/Tokyo',
      date: '2026-12-08',
      time: '08:31',
    });
  });

  it('always finds a start within working hours, a whole minute at least the lead ahead', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (now) => {
        const start = soonStart(now, { leadMs: 10_000, jobMinutes: 15 });
        expect(start.startsAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(10_000);
        expect(start.startsAt.getTime() - now.getTime()).toBeLessThan(70_000);
        expect(start.time >= '06:00' && start.time <= '21:45').toBe(true);
        expect(zonedTimeToInstant(start.date, start.time, start.timeZone)).toEqual(start.startsAt);
      }),
    );
  });
});

import fc from 'fast-check';
import { unpaidCancellationReason } from './job-payment';
import { suspensionCancellationReason } from './operator';
import { describe, expect, it } from 'vitest';
import {
  cancellationText,
  formatSlot,
  slotEnd,
  slotProblem,
  weekdayOf,
  withinWorkingHours,
  type WasherCalendar,
  lateCancellationWarning,
} from './booking';
import { overlaps } from './schedule-rules';
import { fromMinutes, initialWorkingHours, toMinutes } from './time-slots';

// 2030-05-13 is a Monday; new washers work Monday to Friday 09:00–17:00, Saturday 10:00–15:00.
const monday = '2030-05-13';
const free: WasherCalendar = { hours: initialWorkingHours, blocks: [], appointments: [] };

describe('weekdayOf', () => {
  it('reads the calendar day of a date', () => {
    expect(weekdayOf(monday)).toBe('Monday');
    expect(weekdayOf('2030-05-19')).toBe('Sunday');
    expect(weekdayOf('2028-02-29')).toBe('Tuesday');
  });
});

describe('slotEnd', () => {
  it('adds the duration, and refuses to run past midnight', () => {
    expect(slotEnd('10:00', 90)).toBe('11:30');
    expect(slotEnd('23:00', 60)).toBe('24:00');
    expect(slotEnd('23:30', 60)).toBeNull();
  });
});

describe('slotProblem', () => {
  it('accepts a slot inside working hours, clear of blocks and appointments', () => {
    expect(slotProblem({ date: monday, start: '09:00', durationMinutes: 480 }, free, false)).toBeNull();
  });

  it('names the first reason a slot does not fit', () => {
    const calendar: WasherCalendar = {
      ...free,
      blocks: [{ start: '12:00', end: '13:00' }],
      appointments: [{ start: '14:00', end: '15:00' }],
    };
    expect(slotProblem({ date: monday, start: '10:00', durationMinutes: 60 }, calendar, true)).toBe('past');
    expect(slotProblem({ date: '2030-05-19', start: '10:00', durationMinutes: 60 }, calendar, false)).toBe(
      'outside-hours',
    );
    expect(slotProblem({ date: monday, start: '16:30', durationMinutes: 60 }, calendar, false)).toBe('outside-hours');
    expect(slotProblem({ date: monday, start: '08:30', durationMinutes: 60 }, calendar, false)).toBe('outside-hours');
    expect(slotProblem({ date: monday, start: '11:30', durationMinutes: 60 }, calendar, false)).toBe('blocked');
    expect(slotProblem({ date: monday, start: '13:30', durationMinutes: 60 }, calendar, false)).toBe('booked');
    // Back to back with both is fine: ranges are half-open.
    expect(slotProblem({ date: monday, start: '13:00', durationMinutes: 60 }, calendar, false)).toBeNull();
  });

  it('never lets a slot that overlaps a booking through, and always one inside free hours (property)', () => {
    const start = fc.integer({ min: 0, max: 47 }).map((half) => fromMinutes(half * 30));
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 1, max: 600 }),
        start,
        fc.integer({ min: 30, max: 240 }),
        (at, minutes, bookedAt, bookedMinutes) => {
          const bookedEnd = slotEnd(bookedAt, bookedMinutes);
          fc.pre(bookedEnd !== null);
          const booked = { start: bookedAt, end: bookedEnd as string };
          const problem = slotProblem(
            { date: monday, start: at, durationMinutes: minutes },
            { ...free, appointments: [booked] },
            false,
          );
          const end = slotEnd(at, minutes);
          const fitsHours = end !== null && withinWorkingHours(initialWorkingHours, monday, { start: at, end });
          if (!fitsHours) return problem === 'outside-hours';
          return overlaps({ start: at, end: end as string }, booked) ? problem === 'booked' : problem === null;
        },
      ),
    );
  });

  it('only ever adds the duration to the start (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }), (start, minutes) => {
        const end = slotEnd(fromMinutes(start), minutes);
        return end === null ? start + minutes > 1440 : toMinutes(end) - start === minutes;
      }),
    );
  });
});

describe('texts', () => {
  it('writes a slot and a cancellation as people read them', () => {
    expect(formatSlot(monday, '09:30')).toBe('Monday, May 13, 2030 at 9:30 AM');
    expect(cancellationText({ cancelledBy: 'washer', cancelReason: 'Van broke down', cancelledLate: false })).toBe(
      'Cancelled by the washer: Van broke down',
    );
    expect(cancellationText({ cancelledBy: 'owner', cancelReason: null, cancelledLate: false })).toBe(
      'Cancelled by the customer',
    );
    expect(cancellationText({ cancelledBy: 'washer', cancelReason: 'Flat tyre', cancelledLate: true })).toBe(
      'Cancelled late by the washer: Flat tyre',
    );
  });

  it('lets Sudsy’s own reasons say who cancelled, without naming a side', () => {
    expect(
      cancellationText({ cancelledBy: 'washer', cancelReason: suspensionCancellationReason, cancelledLate: false }),
    ).toBe(suspensionCancellationReason);
    expect(
      cancellationText({ cancelledBy: 'owner', cancelReason: unpaidCancellationReason, cancelledLate: false }),
    ).toBe(unpaidCancellationReason);
  });
});

describe('lateCancellationWarning', () => {
  const booking = { startsAt: '2030-06-03T17:00:00.000Z', cancellationNoticeHours: 24 };

  it("warns inside the washer's notice, in each side's words, and not before it or without a notice", () => {
    expect(lateCancellationWarning(booking, 'owner', new Date('2030-06-03T08:00:00.000Z'))).toBe(
      "This is inside the washer's 24-hour notice: the cancellation is marked late on both sides.",
    );
    expect(lateCancellationWarning(booking, 'washer', new Date('2030-06-03T08:00:00.000Z'))).toBe(
      'This is inside your 24-hour notice: the cancellation is marked late on both sides and counts on your public profile.',
    );
    expect(lateCancellationWarning(booking, 'owner', new Date('2030-06-02T17:00:00.000Z'))).toBeNull();
    expect(
      lateCancellationWarning(
        { ...booking, cancellationNoticeHours: 0 },
        'owner',
        new Date('2030-06-03T16:59:00.000Z'),
      ),
    ).toBeNull();
  });
});

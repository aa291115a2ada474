import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  requestSlotAtOrAfter,
  requestSlotForStart,
  requestTimeAtOrAfter,
  requestTimeForWindow,
} from './request-prefill';
import { addDays } from './schedule-time-zone';
import { fromMinutes, requestTimeSlots, toMinutes } from './time-slots';
import { windowTimeOptions } from './free-time';

const minuteOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 }).map(fromMinutes);
const windowTime = fc.constantFrom(...windowTimeOptions);
const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('requestTimeAtOrAfter', () => {
  it('keeps a request time and rounds others up to the next one', () => {
    expect(requestTimeAtOrAfter('10:00')).toBe('10:00');
    expect(requestTimeAtOrAfter('10:15')).toBe('10:30');
    expect(requestTimeAtOrAfter('06:00')).toBe('08:00');
    expect(requestTimeAtOrAfter('20:00')).toBe('20:00');
    expect(requestTimeAtOrAfter('20:01')).toBeNull();
    expect(requestTimeAtOrAfter('23:30')).toBeNull();
  });

  it('gives the first request time at or after any minute of the day, or null past the last', () => {
    fc.assert(
      fc.property(minuteOfDay, (time) => {
        const found = requestTimeAtOrAfter(time);
        const later = requestTimeSlots.filter((slot) => toMinutes(slot) >= toMinutes(time));
        if (found === null) {
          expect(later).toEqual([]);
        } else {
          expect(requestTimeSlots).toContain(found);
          expect(found).toBe(later[0]);
        }
      }),
    );
  });
});

describe('requestTimeForWindow', () => {
  it('starts at the window’s start, or the first request time inside the window', () => {
    expect(requestTimeForWindow({ from: '10:00', to: '12:00' })).toBe('10:00');
    expect(requestTimeForWindow({ from: '07:00', to: '09:00' })).toBe('08:00');
    expect(requestTimeForWindow({ from: '06:00', to: '08:00' })).toBeNull();
    expect(requestTimeForWindow({ from: '20:00', to: '21:00' })).toBe('20:00');
    expect(requestTimeForWindow({ from: '20:30', to: '22:00' })).toBeNull();
    // Past midnight: the search's day runs from `from` to midnight.
    expect(requestTimeForWindow({ from: '19:00', to: '01:00' })).toBe('19:00');
    expect(requestTimeForWindow({ from: '22:00', to: '02:00' })).toBeNull();
  });

  it('gives a request time inside the window on its first day, and none only when it holds none', () => {
    fc.assert(
      fc.property(windowTime, windowTime, (from, to) => {
        fc.pre(from !== to);
        const end = toMinutes(to) > toMinutes(from) ? toMinutes(to) : 24 * 60;
        const inside = requestTimeSlots.filter((slot) => toMinutes(slot) >= toMinutes(from) && toMinutes(slot) < end);
        expect(requestTimeForWindow({ from, to })).toBe(inside[0] ?? null);
      }),
    );
  });
});

describe('requestSlotAtOrAfter', () => {
  it('keeps the day while a request time is left on it, else takes the next morning', () => {
    expect(requestSlotAtOrAfter('2026-12-07', '10:00')).toEqual({ date: '2026-12-07', time: '10:00' });
    expect(requestSlotAtOrAfter('2026-12-07', '06:45')).toEqual({ date: '2026-12-07', time: '08:00' });
    expect(requestSlotAtOrAfter('2026-12-31', '21:00')).toEqual({ date: '2027-01-01', time: '08:00' });
  });

  it('is never earlier than asked, and no request time lies between', () => {
    fc.assert(
      fc.property(isoDate, minuteOfDay, (date, time) => {
        const slot = requestSlotAtOrAfter(date, time);
        expect(requestTimeSlots).toContain(slot.time);
        if (slot.date === date) {
          expect(toMinutes(slot.time)).toBeGreaterThanOrEqual(toMinutes(time));
          expect(requestTimeSlots.filter((t) => t >= time && t < slot.time)).toEqual([]);
        } else {
          expect(slot.date).toBe(addDays(date, 1));
          expect(slot.time).toBe(requestTimeSlots[0]);
          expect(requestTimeSlots.filter((t) => t >= time)).toEqual([]);
        }
      }),
    );
  });
});

describe('requestSlotForStart', () => {
  it('reads the start on the owner’s clock', () => {
    const start = new Date('2026-12-07T16:00:00Z');
    expect(requestSlotForStart(start, 'America/Chicago')).toEqual({ date: '2026-12-07', time: '10:00' });
    expect(requestSlotForStart(start, 'Asia/Kathmandu')).toEqual({ date: '2026-12-08', time: '08:00' });
    expect(requestSlotForStart(new Date('2026-12-07T04:30:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-12-07',
      time: '10:30',
    });
  });
});

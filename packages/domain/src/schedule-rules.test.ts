import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockDurationsMinutes } from './constants';
import {
  appointmentStatusBadge,
  blockEndTime,
  canRemoveSlot,
  customServiceLabel,
  datesFrom,
  daysCovered,
  findOverlap,
  invalidSlotDays,
  isEndOptionDisabled,
  isStartOptionDisabled,
  maxSlotsPerDay,
  nextSlot,
  overlaps,
  serviceNames,
  timeOffSpan,
} from './schedule-rules';
import { formatShortDay, jobClashMessage, timeOffClashMessage } from './schedule-messages';
import { addDays } from './schedule-time-zone';
import {
  fromMinutes,
  minutesPerDay,
  initialWorkingHours,
  toMinutes,
  weekdays,
  workingHourOptions,
  type TimeSlot,
  type WeeklyAvailability,
} from './time-slots';

const minuteArb = fc.integer({ min: 0, max: minutesPerDay });
/** A non-empty range [start, end) within the day, as 'HH:mm' (end may be '24:00'). */
const rangeArb = fc
  .tuple(minuteArb, minuteArb)
  .filter(([a, b]) => a !== b)
  .map(([a, b]): TimeSlot => ({ start: fromMinutes(Math.min(a, b)), end: fromMinutes(Math.max(a, b)) }));
const optionArb = fc.constantFrom(...workingHourOptions);
const slotArb = fc.tuple(optionArb, optionArb).map(([start, end]): TimeSlot => ({ start, end }));

/** Independent of `overlaps`: do the two ranges share a minute, counted one by one? */
function shareAMinute(a: TimeSlot, b: TimeSlot): boolean {
  for (let minute = toMinutes(a.start); minute < toMinutes(a.end); minute++) {
    if (minute >= toMinutes(b.start) && minute < toMinutes(b.end)) return true;
  }
  return false;
}

/** A deep copy to edit (the domain has no DOM or Node globals such as structuredClone). */
function copyOf(hours: WeeklyAvailability): WeeklyAvailability {
  return JSON.parse(JSON.stringify(hours)) as WeeklyAvailability;
}

describe('overlaps', () => {
  it('holds for the cases of the spec', () => {
    const nineToTen = { start: '09:00', end: '10:00' };
    expect(overlaps(nineToTen, { start: '09:30', end: '10:30' })).toBe(true);
    expect(overlaps(nineToTen, { start: '10:00', end: '11:00' })).toBe(false);
    expect(overlaps(nineToTen, { start: '08:00', end: '09:00' })).toBe(false);
    expect(overlaps(nineToTen, { start: '08:00', end: '12:00' })).toBe(true);
    expect(overlaps(nineToTen, { start: '09:15', end: '09:45' })).toBe(true);
    expect(overlaps(nineToTen, nineToTen)).toBe(true);
    expect(overlaps({ start: '22:00', end: '24:00' }, { start: '23:30', end: '24:00' })).toBe(true);
  });

  it('is symmetric', () => {
    fc.assert(fc.property(rangeArb, rangeArb, (a, b) => overlaps(a, b) === overlaps(b, a)));
  });

  it('means sharing at least one minute (half-open ranges)', () => {
    fc.assert(fc.property(rangeArb, rangeArb, (a, b) => overlaps(a, b) === shareAMinute(a, b)));
  });

  it('is false for touching ranges', () => {
    fc.assert(
      fc.property(minuteArb, minuteArb, minuteArb, (x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        fc.pre(a < b && b < c);
        const first = { start: fromMinutes(a), end: fromMinutes(b) };
        const second = { start: fromMinutes(b), end: fromMinutes(c) };
        return !overlaps(first, second) && !overlaps(second, first);
      }),
    );
  });

  it('is true when one range contains the other', () => {
    fc.assert(
      fc.property(
        rangeArb,
        fc.integer({ min: 0, max: minutesPerDay }),
        fc.integer({ min: 0, max: minutesPerDay }),
        (outer, x, y) => {
          const [from, to] = [toMinutes(outer.start), toMinutes(outer.end)];
          const start = from + (x % (to - from));
          const end = start + 1 + (y % (to - start));
          const inner = { start: fromMinutes(start), end: fromMinutes(end) };
          return overlaps(outer, inner) && overlaps(inner, outer);
        },
      ),
    );
  });

  it('every range overlaps itself', () => {
    fc.assert(fc.property(rangeArb, (range) => overlaps(range, range)));
  });
});

describe('findOverlap', () => {
  it('returns the first overlapping range or undefined', () => {
    const blocks = [
      { id: 'a', start: '08:00', end: '09:00' },
      { id: 'b', start: '10:00', end: '12:00' },
      { id: 'c', start: '11:00', end: '13:00' },
    ];
    expect(findOverlap({ start: '11:30', end: '11:45' }, blocks)?.id).toBe('b');
    expect(findOverlap({ start: '09:00', end: '10:00' }, blocks)).toBeUndefined();
    expect(findOverlap({ start: '09:00', end: '10:00' }, [])).toBeUndefined();
  });

  it('finds something exactly when some range overlaps', () => {
    fc.assert(
      fc.property(
        rangeArb,
        fc.array(rangeArb, { maxLength: 8 }),
        (candidate, existing) =>
          (findOverlap(candidate, existing) !== undefined) === existing.some((other) => shareAMinute(candidate, other)),
      ),
    );
  });
});

describe('blockEndTime', () => {
  it('adds the duration to the start', () => {
    expect(blockEndTime('09:00', 60)).toBe('10:00');
    expect(blockEndTime('09:30', 30)).toBe('10:00');
    expect(blockEndTime('09:00', 90)).toBe('10:30');
    expect(blockEndTime('09:00', 480)).toBe('17:00');
    expect(blockEndTime('13:30', 240)).toBe('17:30');
  });

  it('stops at midnight so a block stays on its date', () => {
    expect(blockEndTime('22:00', 120)).toBe('24:00');
    expect(blockEndTime('18:00', 480)).toBe('24:00');
    expect(blockEndTime('16:00', 480)).toBe('24:00');
  });

  it('is start plus duration, capped at midnight, for every option and duration', () => {
    fc.assert(
      fc.property(optionArb, fc.constantFrom(...blockDurationsMinutes), (start, duration) => {
        const end = toMinutes(blockEndTime(start, duration));
        return end === Math.min(toMinutes(start) + duration, minutesPerDay) && end > toMinutes(start);
      }),
    );
  });
});

describe('picker disabling', () => {
  it('disables start options at or after the end and end options at or before the start', () => {
    const slot = { start: '09:00', end: '17:00' };
    expect(isStartOptionDisabled('16:30', slot)).toBe(false);
    expect(isStartOptionDisabled('17:00', slot)).toBe(true);
    expect(isStartOptionDisabled('17:30', slot)).toBe(true);
    expect(isEndOptionDisabled('08:30', slot)).toBe(true);
    expect(isEndOptionDisabled('09:00', slot)).toBe(true);
    expect(isEndOptionDisabled('09:30', slot)).toBe(false);
  });

  it('leaves enabled exactly the options that keep the slot valid', () => {
    fc.assert(
      fc.property(
        slotArb,
        optionArb,
        (slot, option) =>
          isStartOptionDisabled(option, slot) === !(toMinutes(option) < toMinutes(slot.end)) &&
          isEndOptionDisabled(option, slot) === !(toMinutes(slot.start) < toMinutes(option)),
      ),
    );
  });

  it('always leaves the first start option or the last end option for a valid slot', () => {
    fc.assert(
      fc.property(slotArb, (slot) => {
        fc.pre(toMinutes(slot.start) < toMinutes(slot.end));
        return !isStartOptionDisabled(slot.start, slot) && !isEndOptionDisabled(slot.end, slot);
      }),
    );
  });
});

describe('nextSlot', () => {
  it('starts at the previous end and lasts an hour', () => {
    expect(nextSlot({ start: '09:00', end: '12:00' })).toEqual({ start: '12:00', end: '13:00' });
    expect(nextSlot({ start: '09:00', end: '17:30' })).toEqual({ start: '17:30', end: '18:30' });
  });

  it('never ends after 22:00', () => {
    expect(nextSlot({ start: '20:00', end: '21:30' })).toEqual({ start: '21:30', end: '22:00' });
    expect(nextSlot({ start: '20:00', end: '22:00' })).toEqual({ start: '22:00', end: '22:00' });
  });

  it('always starts at the previous end, ends an hour later or at 22:00, and uses picker options', () => {
    fc.assert(
      fc.property(slotArb, (previous) => {
        const slot = nextSlot(previous);
        const expectedEnd = Math.min(toMinutes(previous.end) + 60, toMinutes('22:00'));
        return (
          slot.start === previous.end &&
          toMinutes(slot.end) === expectedEnd &&
          workingHourOptions.includes(slot.start) &&
          workingHourOptions.includes(slot.end)
        );
      }),
    );
  });
});

describe('canRemoveSlot', () => {
  it('allows removal only when the day has more than one slot', () => {
    const slot = { start: '09:00', end: '10:00' };
    expect(canRemoveSlot([slot])).toBe(false);
    expect(canRemoveSlot([slot, slot])).toBe(true);
    fc.assert(
      fc.property(
        fc.array(slotArb, { maxLength: maxSlotsPerDay }),
        (slots) => canRemoveSlot(slots) === slots.length > 1,
      ),
    );
  });
});

describe('invalidSlotDays', () => {
  it('is empty for the initial hours', () => {
    expect(invalidSlotDays(initialWorkingHours)).toEqual([]);
  });

  it('names enabled days with a slot that does not start before it ends, Monday first', () => {
    const hours = copyOf(initialWorkingHours);
    hours.Friday.timeSlots.push({ start: '18:00', end: '18:00' });
    hours.Tuesday.timeSlots = [{ start: '12:00', end: '10:00' }];
    hours.Sunday.timeSlots = [{ start: '12:00', end: '10:00' }];
    expect(invalidSlotDays(hours)).toEqual(['Tuesday', 'Friday']);
  });

  it('ignores disabled days', () => {
    fc.assert(
      fc.property(fc.constantFrom(...weekdays), slotArb, (day, slot) => {
        const hours = copyOf(initialWorkingHours);
        hours[day] = { enabled: false, timeSlots: [slot] };
        return !invalidSlotDays(hours).includes(day);
      }),
    );
  });
});

describe('appointmentStatusBadge', () => {
  it('shows scheduled blue, completed green, cancelled red and anything else as Unknown', () => {
    expect(appointmentStatusBadge('scheduled')).toEqual({ label: 'Scheduled', tone: 'blue' });
    expect(appointmentStatusBadge('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(appointmentStatusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'red' });
    for (const other of ['upcoming', '', 'Scheduled', 'toString', '__proto__', 'constructor']) {
      expect(appointmentStatusBadge(other), other).toEqual({ label: 'Unknown', tone: 'neutral' });
    }
  });
});

describe('serviceNames', () => {
  it('uses catalogue names, a generic label for custom services and the id for anything else', () => {
    expect(serviceNames(['express-wash', 'clay-bar', 'custom-123', 'retired-service'])).toEqual([
      'Express Wash & Go',
      'Clay Bar Treatment',
      customServiceLabel,
      'retired-service',
    ]);
  });
});

describe('time off over whole days', () => {
  it('counts the days of a stretch, both ends included, and lists them', () => {
    expect(daysCovered('2030-12-21', '2030-12-21')).toBe(1);
    expect(daysCovered('2030-12-21', '2031-01-03')).toBe(14);
    expect(daysCovered('2030-12-21', '2030-12-20')).toBe(0);
    expect(datesFrom('2030-12-30', '2031-01-02')).toEqual(['2030-12-30', '2030-12-31', '2031-01-01', '2031-01-02']);
    // Across a change of clocks the count stays whole.
    expect(daysCovered('2030-03-01', '2030-03-31')).toBe(31);
  });

  it('lists as many dates as it counts, each the day after the one before (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 90 }), (offset, length) => {
        const first = addDays('2026-01-01', offset);
        const dates = datesFrom(first, addDays(first, length));
        return (
          dates.length === length + 1 &&
          daysCovered(first, addDays(first, length)) === length + 1 &&
          dates.every((date, index) => index === 0 || date === addDays(dates[index - 1] ?? '', 1))
        );
      }),
    );
  });

  it('covers whole days midnight to midnight, or the start plus the duration within one day', () => {
    const block = { date: '2030-12-21', through: '', start: '', durationMinutes: 60 };
    expect(timeOffSpan({ ...block, allDay: true })).toEqual({
      first: '2030-12-21',
      last: '2030-12-21',
      start: '00:00',
      end: '24:00',
    });
    expect(timeOffSpan({ ...block, allDay: true, through: '2031-01-03' }).last).toBe('2031-01-03');
    expect(timeOffSpan({ ...block, allDay: false, start: '09:00', through: '2031-01-03' })).toEqual({
      first: '2030-12-21',
      last: '2030-12-21',
      start: '09:00',
      end: '10:00',
    });
  });
});

describe('clash messages', () => {
  it('name the job or the time off a block would overlap', () => {
    expect(formatShortDay('2026-12-08')).toBe('Tue 8 Dec');
    expect(jobClashMessage({ date: '2026-12-08', start: '10:00', ownerName: 'Jane Smith' })).toBe(
      'This overlaps your 10:00 AM job with Jane Smith on Tue 8 Dec.',
    );
    expect(timeOffClashMessage({ date: '2026-12-08', start: '09:00', end: '11:00', allDay: false })).toBe(
      'This overlaps your time off on Tue 8 Dec, 9:00 AM–11:00 AM.',
    );
    expect(timeOffClashMessage({ date: '2026-12-08', start: '00:00', end: '24:00', allDay: true })).toBe(
      'This overlaps your time off on Tue 8 Dec (all day).',
    );
  });
});

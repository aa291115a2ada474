import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  editorDefaultHours,
  formatTime12h,
  fromMinutes,
  initialWorkingHours,
  requestTimeSlots,
  timeRange,
  toMinutes,
  weekdays,
  workingHourOptions,
  type Weekday,
} from './time-slots';

const minutesPerDay = 24 * 60;
const minuteOfDayArb = fc.integer({ min: 0, max: minutesPerDay - 1 });
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '2:30 PM' back to minutes after midnight, independently of the code under test. */
function parse12h(text: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!match) throw new Error(`not a 12-hour time: ${text}`);
  const [, hours, minutes, suffix] = match;
  return ((Number(hours) % 12) + (suffix === 'PM' ? 12 : 0)) * 60 + Number(minutes);
}

describe('toMinutes and fromMinutes', () => {
  it('convert examples both ways', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('08:30')).toBe(510);
    expect(toMinutes('22:00')).toBe(1320);
    expect(fromMinutes(0)).toBe('00:00');
    expect(fromMinutes(510)).toBe('08:30');
    expect(fromMinutes(1439)).toBe('23:59');
  });

  it('fromMinutes gives a zero-padded HH:mm for every minute of the day', () => {
    fc.assert(fc.property(minuteOfDayArb, (minute) => hhmm.test(fromMinutes(minute))));
  });

  it('toMinutes undoes fromMinutes', () => {
    fc.assert(fc.property(minuteOfDayArb, (minute) => toMinutes(fromMinutes(minute)) === minute));
  });

  it('fromMinutes undoes toMinutes', () => {
    const timeArb = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
    fc.assert(fc.property(timeArb, (time) => fromMinutes(toMinutes(time)) === time));
  });

  it('keep the order of times', () => {
    fc.assert(
      fc.property(
        minuteOfDayArb,
        minuteOfDayArb,
        (a, b) =>
          Math.sign(a - b) === Math.sign(toMinutes(fromMinutes(a)) - toMinutes(fromMinutes(b))) &&
          Math.sign(a - b) === Math.sign(fromMinutes(a).localeCompare(fromMinutes(b))),
      ),
    );
  });
});

describe('formatTime12h', () => {
  it('formats midnight, noon and ordinary times', () => {
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('00:30')).toBe('12:30 AM');
    expect(formatTime12h('08:00')).toBe('8:00 AM');
    expect(formatTime12h('11:59')).toBe('11:59 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('14:30')).toBe('2:30 PM');
    expect(formatTime12h('20:00')).toBe('8:00 PM');
    expect(formatTime12h('23:59')).toBe('11:59 PM');
    // A block running to midnight ends at '24:00'.
    expect(formatTime12h('24:00')).toBe('12:00 AM');
  });

  it("matches date-fns 'h:mm a' for every minute of the day", () => {
    fc.assert(
      fc.property(minuteOfDayArb, (minute) =>
        /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/.test(formatTime12h(fromMinutes(minute))),
      ),
    );
  });

  it('says AM before noon and PM from noon on', () => {
    fc.assert(
      fc.property(minuteOfDayArb, (minute) =>
        formatTime12h(fromMinutes(minute)).endsWith(minute < 12 * 60 ? ' AM' : ' PM'),
      ),
    );
  });

  it('loses no information: the 12-hour text reads back as the same time', () => {
    fc.assert(fc.property(minuteOfDayArb, (minute) => parse12h(formatTime12h(fromMinutes(minute))) === minute));
  });
});

describe('timeRange', () => {
  it('includes both ends', () => {
    expect(timeRange('09:00', '10:00')).toEqual(['09:00', '09:30', '10:00']);
    expect(timeRange('09:00', '09:00')).toEqual(['09:00']);
    expect(timeRange('09:00', '11:00', 60)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('is empty when the first time is after the last', () => {
    expect(timeRange('10:00', '09:00')).toEqual([]);
  });

  it('refuses a step that would never advance', () => {
    expect(() => timeRange('09:00', '10:00', 0)).toThrow(RangeError);
    expect(() => timeRange('09:00', '10:00', -30)).toThrow(RangeError);
  });

  it('steps evenly from the first time and never passes the last', () => {
    fc.assert(
      fc.property(minuteOfDayArb, minuteOfDayArb, fc.integer({ min: 1, max: 240 }), (a, b, step) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const minutes = timeRange(fromMinutes(first), fromMinutes(last), step).map(toMinutes);
        const expectedLength = Math.floor((last - first) / step) + 1;
        return (
          minutes.length === expectedLength &&
          minutes[0] === first &&
          minutes.every((minute, index) => minute === first + index * step) &&
          (minutes.at(-1) ?? Infinity) <= last &&
          (minutes.at(-1) ?? -Infinity) + step > last
        );
      }),
    );
  });
});

describe('request form time slots', () => {
  it('are 25 half-hour slots from 08:00 to 20:00', () => {
    expect(requestTimeSlots).toHaveLength(25);
    expect(requestTimeSlots[0]).toBe('08:00');
    expect(requestTimeSlots.at(-1)).toBe('20:00');
    const minutes = requestTimeSlots.map(toMinutes);
    for (let index = 1; index < minutes.length; index++) expect(minutes[index]! - minutes[index - 1]!).toBe(30);
  });

  it('show in 12-hour format from 8:00 AM to 8:00 PM', () => {
    const shown = requestTimeSlots.map(formatTime12h);
    expect(shown.slice(0, 3)).toEqual(['8:00 AM', '8:30 AM', '9:00 AM']);
    expect(shown).toContain('12:00 PM');
    expect(shown.at(-1)).toBe('8:00 PM');
  });

  it('hold exactly the whole and half hours from 08:00 to 20:00', () => {
    fc.assert(
      fc.property(
        minuteOfDayArb,
        (minute) =>
          requestTimeSlots.includes(fromMinutes(minute)) ===
          (minute >= 8 * 60 && minute <= 20 * 60 && minute % 30 === 0),
      ),
    );
  });

  it('show 25 different 12-hour labels', () => {
    expect(new Set(requestTimeSlots.map(formatTime12h)).size).toBe(25);
  });
});

describe('working-hour options', () => {
  it('are 33 values from 06:00 to 22:00 in 30-minute steps', () => {
    expect(workingHourOptions).toHaveLength(33);
    expect(workingHourOptions[0]).toBe('06:00');
    expect(workingHourOptions.at(-1)).toBe('22:00');
    expect(workingHourOptions).toContain('13:30');
    const minutes = workingHourOptions.map(toMinutes);
    for (let index = 1; index < minutes.length; index++) expect(minutes[index]! - minutes[index - 1]!).toBe(30);
  });
});

describe('weekly hours', () => {
  const enabledDays = (hours: typeof editorDefaultHours): Weekday[] => weekdays.filter((day) => hours[day].enabled);

  it('list the weekdays from Monday to Sunday', () => {
    expect(weekdays).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('default in the editor to Monday to Friday, 09:00-17:00', () => {
    expect(enabledDays(editorDefaultHours)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    for (const day of enabledDays(editorDefaultHours)) {
      expect(editorDefaultHours[day].timeSlots, day).toEqual([{ start: '09:00', end: '17:00' }]);
    }
  });

  it('start on the schedule page with every day but Sunday; Saturday 10:00-15:00, others 09:00-17:00', () => {
    expect(enabledDays(initialWorkingHours)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(initialWorkingHours.Saturday.timeSlots).toEqual([{ start: '10:00', end: '15:00' }]);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const) {
      expect(initialWorkingHours[day].timeSlots, day).toEqual([{ start: '09:00', end: '17:00' }]);
    }
  });

  it('use only picker options, each slot starting before it ends', () => {
    for (const hours of [editorDefaultHours, initialWorkingHours]) {
      for (const day of weekdays) {
        for (const slot of hours[day].timeSlots) {
          expect(workingHourOptions, day).toContain(slot.start);
          expect(workingHourOptions, day).toContain(slot.end);
          expect(toMinutes(slot.start), day).toBeLessThan(toMinutes(slot.end));
        }
      }
    }
  });
});

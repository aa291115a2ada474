import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  monthsLater,
  repeatDates,
  repeatEveryWeeksOptions,
  repeatLabel,
  repeatLengthLabel,
  repeatSchema,
  seriesLastDate,
  seriesMessages,
} from './repeat-series';
import { addDays } from './schedule-time-zone';

const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('monthsLater', () => {
  it.each([
    ['2026-11-28', 1, '2026-12-28'],
    ['2026-11-28', 6, '2027-05-28'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(monthsLater(date, months)).toBe(expected);
  });

  it('is never before the date, and within the months asked for', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 12 }), (date, months) => {
        const later = monthsLater(date, months);
        expect(daysBetween(date, later)).toBeGreaterThanOrEqual(28 * months);
        expect(daysBetween(date, later)).toBeLessThanOrEqual(31 * months);
      }),
    );
  });
});

describe('repeatDates', () => {
  it('steps from the first date up to the last, leaving the first out', () => {
    expect(repeatDates('2026-12-01', 2, '2027-01-12')).toEqual(['2026-12-15', '2026-12-29', '2027-01-12']);
    expect(repeatDates('2026-12-01', 4, seriesLastDate('2026-12-01', 2))).toEqual(['2026-12-29', '2027-01-26']);
    // Past a date: a series topped up starts after its last wash.
    expect(repeatDates('2026-12-01', 1, '2026-12-31', '2026-12-20')).toEqual(['2026-12-22', '2026-12-29']);
  });

  it('gives every date of the series once, the same weekday, in order, within the last date', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...repeatEveryWeeksOptions),
        fc.integer({ min: 0, max: 400 }),
        (first, everyWeeks, span) => {
          const last = addDays(first, span);
          const dates = repeatDates(first, everyWeeks, last);
          expect(dates).toHaveLength(Math.floor(span / (7 * everyWeeks)));
          dates.forEach((date, index) => {
            expect(daysBetween(first, date)).toBe(7 * everyWeeks * (index + 1));
            expect(date <= last).toBe(true);
          });
        },
      ),
    );
  });

  it('until stopped runs six months', () => {
    expect(seriesLastDate('2026-12-01', null)).toBe('2027-06-01');
  });
});

describe('repeatSchema', () => {
  it('takes every 1, 2 or 4 weeks for 1, 2, 3 or 6 months or until stopped', () => {
    expect(repeatSchema.parse({ everyWeeks: 2, months: null })).toEqual({
      everyWeeks: 2,
      months: null,
      skip: [],
      moves: [],
    });
    const refused = repeatSchema.safeParse({ everyWeeks: 3, months: 5 });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      seriesMessages.everyWeeks,
      seriesMessages.months,
    ]);
  });

  it('says how it repeats', () => {
    expect([
      repeatLabel(1),
      repeatLabel(2),
      repeatLengthLabel(1),
      repeatLengthLabel(6),
      repeatLengthLabel(null),
    ]).toEqual(['Every week', 'Every 2 weeks', 'For 1 month', 'For 6 months', 'Until stopped']);
  });
});

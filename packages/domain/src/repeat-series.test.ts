import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptSeriesSchema,
  formatSeriesDay,
  monthsLater,
  reviewableWashes,
  reviewProblem,
  seriesNoticeTexts,
  repeatDates,
  repeatEveryWeeksOptions,
  repeatLabel,
  repeatLengthLabel,
  repeatSchema,
  seriesLastDate,
  seriesMessages,
  type ReviewedWash,
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

describe('reviewing a pending series', () => {
  const now = new Date('2026-12-07T12:00:00Z');
  const wash = (id: number, daysOn: number, status: ReviewedWash['status'] = 'scheduled'): ReviewedWash => ({
    appointmentId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    status,
    startsAt: new Date(now.getTime() + daysOn * 86_400_000).toISOString(),
  });

  it('takes a list of distinct wash ids, none meaning every date', () => {
    expect(acceptSeriesSchema.parse({})).toEqual({ declined: [] });
    const id = wash(1, 1).appointmentId;
    expect(acceptSeriesSchema.parse({ declined: [id] })).toEqual({ declined: [id] });
    expect(acceptSeriesSchema.safeParse({ declined: ['tuesday'] }).success).toBe(false);
    const twice = acceptSeriesSchema.safeParse({ declined: [id, id] });
    expect(twice.error?.issues[0]?.message).toBe('Decline each date once.');
  });

  it('declines only booked washes of the series still to come, and never all of them', () => {
    const washes = [wash(1, -7, 'completed'), wash(2, 7), wash(3, 14), wash(4, 21, 'cancelled')];
    const [past, second, third, cancelled] = washes.map((entry) => entry.appointmentId);
    expect(reviewableWashes(washes, now).map((entry) => entry.appointmentId)).toEqual([second, third]);
    expect(reviewProblem(washes, [], now)).toBeNull();
    expect(reviewProblem(washes, [second ?? ''], now)).toBeNull();
    expect(reviewProblem(washes, [wash(9, 7).appointmentId], now)).toBe('not_in_series');
    expect(reviewProblem(washes, [past ?? ''], now)).toBe('not_upcoming');
    expect(reviewProblem(washes, [cancelled ?? ''], now)).toBe('not_upcoming');
    expect(reviewProblem(washes, [second ?? '', third ?? ''], now)).toBe('declines_every_date');
  });

  it('accepts a decline exactly when it names reviewable washes and leaves one of them', () => {
    const washes = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 0, max: 40 }),
        daysOn: fc.integer({ min: -30, max: 60 }),
        status: fc.constantFrom('scheduled', 'completed', 'cancelled' as const),
      }),
      { maxLength: 12, selector: (entry) => entry.id },
    );
    fc.assert(
      fc.property(washes, fc.array(fc.integer({ min: 0, max: 45 }), { maxLength: 12 }), (entries, picks) => {
        const series = entries.map((entry) => wash(entry.id, entry.daysOn, entry.status));
        const declined = [...new Set(picks)].map((id) => wash(id, 0).appointmentId);
        const reviewable = new Set(reviewableWashes(series, now).map((entry) => entry.appointmentId));
        const problem = reviewProblem(series, declined, now);
        const fine =
          declined.every((id) => reviewable.has(id)) && (declined.length === 0 || declined.length < reviewable.size);
        expect(problem === null).toBe(fine);
        // Whatever is accepted keeps a wash to come, unless nothing was declined.
        if (problem === null && declined.length > 0)
          expect([...reviewable].some((id) => !declined.includes(id))).toBe(true);
      }),
    );
  });

  it('tells the owner which dates the washer declined, or that they declined the series', () => {
    expect(formatSeriesDay('2026-12-22')).toBe('Tue, Dec 22');
    expect(seriesNoticeTexts.acceptedExceptSubject('Sam', ['2026-12-22', '2027-01-05'])).toBe(
      'Sam accepted your repeat wash except Tue, Dec 22 and Tue, Jan 5',
    );
    expect(seriesNoticeTexts.acceptedExceptSubject('Sam', ['2026-12-22', '2026-12-29', '2027-01-05'])).toBe(
      'Sam accepted your repeat wash except Tue, Dec 22, Tue, Dec 29 and Tue, Jan 5',
    );
    expect(
      seriesNoticeTexts.acceptedExceptSubject('Sam', ['2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12']),
    ).toBe('Sam accepted your repeat wash except 4 dates');
    expect(seriesNoticeTexts.acceptedExceptIntro('Sam', ['2026-12-22'])).toContain('cannot take Tue, Dec 22:');
    expect(seriesNoticeTexts.declinedSubject('Sam')).toBe('Sam declined your repeat wash');
    expect(seriesMessages.acceptedPart(3, 5)).toBe('Series accepted. 3 of 5 washes are booked.');
  });
});

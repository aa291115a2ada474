import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureDefinitions, figureHeadline, figureHasData, formatFigure } from './marketplace-figures-console';
import {
  assembleFigures,
  figuresWindow,
  formatWait,
  marketplaceFiguresSchema,
  ratioOf,
  weekFigures,
  type WeekCounts,
} from './marketplace-figures';

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const dayOfWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('figuresWindow', () => {
  it('covers the 12 ISO weeks ending with the current one and the 84 days ending today, in UTC', () => {
    // Sunday 23:30 UTC is still the week that began on Monday the 8th, though it is Monday in Sydney.
    const window = figuresWindow(new Date('2030-07-14T23:30:00Z'));
    expect(window.today).toBe('2030-07-14');
    expect(window.weeks.at(-1)).toBe('2030-07-08');
    expect(window.weeks[0]).toBe('2030-04-22');
    expect(window.days.at(-1)).toBe('2030-07-14');
    expect(window.days[0]).toBe('2030-04-22');
    expect(window.until).toBe('2030-07-15');
    // Monday 00:00 UTC opens a new week.
    expect(figuresWindow(new Date('2030-07-15T00:00:00Z')).weeks.at(-1)).toBe('2030-07-15');
  });

  it('always gives 12 consecutive Mondays, the last holding today, and 84 consecutive days ending today', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const { today, days, weeks, from, until } = figuresWindow(now);
        const last = weeks.at(-1) ?? '';
        const step = (list: string[], ms: number) =>
          list.every((day, index) => index === 0 || Date.parse(day) - Date.parse(list[index - 1] ?? '') === ms);
        return (
          weeks.length === 12 &&
          weeks.every((week) => dayOfWeek(week) === 1) &&
          step(weeks, 7 * 86_400_000) &&
          last <= today &&
          Date.parse(today) - Date.parse(last) < 7 * 86_400_000 &&
          days.length === 84 &&
          days.at(-1) === today &&
          step(days, 86_400_000) &&
          from <= (weeks[0] ?? '') &&
          Date.parse(until) - Date.parse(last) === 7 * 86_400_000
        );
      }),
    );
  });
});

describe('ratioOf', () => {
  it('is unknown, not 0%, for an empty whole', () => {
    expect(ratioOf(0, 0)).toBeNull();
    expect(ratioOf(3, 4)).toBe(0.75);
  });

  it('is always within 0 and 1 for a part of a whole', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const rate = ratioOf(Math.min(a, b), Math.max(a, b));
        return Math.max(a, b) === 0 ? rate === null : rate !== null && rate >= 0 && rate <= 1;
      }),
    );
  });
});

const counts = fc.record(
  {
    week: fc.constant('2030-07-08'),
    requests: fc.nat(50),
    quotedRequests: fc.nat(50),
    medianFirstQuoteSeconds: fc.option(fc.nat(1_000_000)),
    bookingsStarting: fc.nat(50),
    cancellations: fc.nat(50),
    lateCancellations: fc.nat(50),
    noShows: fc.nat(50),
    bookingOwners: fc.nat(50),
    repeatOwners: fc.nat(50),
  },
  { requiredKeys: ['week'] },
) as fc.Arbitrary<WeekCounts>;

describe('weekFigures', () => {
  it('gives the rates of one known week', () => {
    expect(
      weekFigures({
        week: '2030-07-08',
        requests: 4,
        quotedRequests: 3,
        medianFirstQuoteSeconds: 5400,
        bookingsStarting: 10,
        cancellations: 2,
        noShows: 1,
        bookingOwners: 5,
        repeatOwners: 2,
      }),
    ).toMatchObject({
      fillRate: 0.75,
      medianFirstQuoteMinutes: 90,
      cancellationRate: 0.2,
      noShowRate: 0.1,
      repeatOwnerShare: 0.4,
    });
  });

  it('keeps every rate within 0 and 1 (or unknown) and every part within its whole, whatever the counts', () => {
    fc.assert(
      fc.property(counts, (row) => {
        const week = marketplaceFiguresSchema.shape.weeks.element.parse(weekFigures(row));
        return (
          week.quotedRequests <= week.requests &&
          week.cancellations + week.noShows <= week.bookingsStarting &&
          week.lateCancellations <= week.cancellations &&
          week.repeatOwners <= week.bookingOwners &&
          week.requests > 0 === (week.fillRate !== null) &&
          (week.quotedRequests === 0 ? week.medianFirstQuoteMinutes === null : true)
        );
      }),
    );
  });
});

describe('assembleFigures', () => {
  const window = figuresWindow(new Date('2030-07-10T12:00:00Z'));

  it('names every day and week, zero where nothing was counted, merging the queries of one week', () => {
    const figures = assembleFigures(
      window,
      [
        { day: '2030-07-10', bookings: 2 },
        { day: '2001-01-01', bookings: 9 },
      ],
      [
        { week: '2030-07-08', requests: 2, quotedRequests: 1 },
        { week: '2030-07-08', grossBookingValueCents: 12_000 },
        { week: '1999-01-04', washersVerified: 7 },
      ],
    );
    expect(figures.days).toHaveLength(84);
    expect(figures.days.at(-1)).toEqual({ day: '2030-07-10', bookings: 2 });
    expect(figures.days.reduce((sum, day) => sum + day.bookings, 0)).toBe(2);
    expect(figures.weeks).toHaveLength(12);
    expect(figures.weeks.at(-1)).toMatchObject({ requests: 2, fillRate: 0.5, grossBookingValueCents: 12_000 });
    expect(figures.weeks[0]).toMatchObject({ requests: 0, fillRate: null, washersVerified: 0, feesCents: 0 });
    expect(() => marketplaceFiguresSchema.parse(figures)).not.toThrow();
  });

  it('has nothing to show for a marketplace without activity, and says so per figure', () => {
    const empty = assembleFigures(window, [], []);
    expect(figureDefinitions.filter((definition) => figureHasData(definition, empty))).toEqual([]);
  });

  it('shows a rate of 0% as a figure, but a count of 0 everywhere as nothing', () => {
    const calm = assembleFigures(window, [], [{ week: '2030-07-08', bookingsStarting: 3 }]);
    expect(figureDefinitions.filter((definition) => figureHasData(definition, calm)).map(({ key }) => key)).toEqual([
      'cancellation-rate',
      'no-show-rate',
    ]);
  });
});

describe('headlines', () => {
  const window = figuresWindow(new Date('2030-07-10T12:00:00Z'));
  const byKey = (key: string) => figureDefinitions.find((definition) => definition.key === key)!;
  const figures = assembleFigures(
    window,
    [
      { day: '2030-07-10', bookings: 3 },
      { day: '2030-07-01', bookings: 1 },
    ],
    [
      { week: '2030-07-08', requests: 4, quotedRequests: 3, grossBookingValueCents: 5_000 },
      { week: '2030-07-01', requests: 2, quotedRequests: 1, grossBookingValueCents: 6_250 },
    ],
  );

  it('compares the last 7 days of bookings with the 7 before, and a week with the last', () => {
    expect(figureHeadline(byKey('bookings'), figures)).toEqual({
      label: 'Last 7 days',
      value: '3',
      change: '+2 vs the 7 days before',
      direction: 'up',
    });
    expect(figureHeadline(byKey('fill-rate'), figures)).toMatchObject({ value: '75%', change: '+25 pts vs last week' });
    expect(figureHeadline(byKey('gross-booking-value'), figures)).toMatchObject({
      value: '$50',
      change: '\u2212$12.50 vs last week',
      direction: 'down',
    });
    expect(figureHeadline(byKey('washers-verified'), figures)).toMatchObject({
      value: '0',
      change: 'Same as last week',
    });
  });

  it('has no change where either week has no figure', () => {
    expect(figureHeadline(byKey('first-quote'), figures)).toEqual({
      label: 'This week',
      value: '\u2014',
      change: null,
      direction: null,
    });
  });
});

describe('formatting', () => {
  it('reads waits in minutes, hours and days', () => {
    expect([0, 45, 60, 200, 1440, 3125].map(formatWait)).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '3 h 20 min',
      '1 d',
      '2 d 4 h',
    ]);
  });

  it('shows each unit as an operator reads it', () => {
    expect(formatFigure('cents', 123_456)).toBe('$1,234.56');
    expect(formatFigure('count', 1200)).toBe('1,200');
    expect(formatFigure('ratio', 0.333)).toBe('33%');
    expect(formatFigure('ratio', null)).toBe('\u2014');
  });
});

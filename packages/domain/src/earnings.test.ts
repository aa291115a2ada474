import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bucketEarnings,
  earningsRange,
  jobsLabel,
  periodLabel,
  periodShortLabel,
  weekStartOf,
  type CompletedJob,
  type EarningsPeriod,
} from './earnings';
import { addDays } from './schedule-time-zone';

describe('weekStartOf', () => {
  it('is the Monday on or before the date, across a month and a year end', () => {
    expect(weekStartOf('2030-06-03')).toBe('2030-06-03'); // a Monday
    expect(weekStartOf('2030-06-09')).toBe('2030-06-03'); // the Sunday after
    expect(weekStartOf('2030-06-10')).toBe('2030-06-10');
    expect(weekStartOf('2030-01-01')).toBe('2029-12-31');
  });
});

describe('bucketEarnings examples', () => {
  const today = '2030-06-05'; // a Wednesday

  it('has 12 empty weeks and 12 empty months, oldest first, without jobs', () => {
    const earnings = bucketEarnings([], today);
    expect(earnings.today).toBe(today);
    expect(earnings.weekly).toHaveLength(12);
    expect(earnings.weekly[0]).toEqual({ start: '2030-03-18', end: '2030-03-24', jobs: 0, earningsCents: 0 });
    expect(earnings.weekly.at(-1)).toEqual({ start: '2030-06-03', end: '2030-06-09', jobs: 0, earningsCents: 0 });
    expect(earnings.monthly).toHaveLength(12);
    expect(earnings.monthly[0]).toEqual({ start: '2029-07-01', end: '2029-07-31', jobs: 0, earningsCents: 0 });
    expect(earnings.monthly.at(-1)).toEqual({ start: '2030-06-01', end: '2030-06-30', jobs: 0, earningsCents: 0 });
    expect(earnings.monthly.find((month) => month.start === '2030-02-01')?.end).toBe('2030-02-28');
  });

  it('puts a Sunday job in the week that began on the Monday before, and a Monday job in the next', () => {
    const earnings = bucketEarnings(
      [
        { serviceDate: '2030-06-02', priceCents: 8500 },
        { serviceDate: '2030-06-03', priceCents: 4000 },
        { serviceDate: '2030-06-03', priceCents: null },
      ],
      today,
    );
    expect(earnings.weekly.at(-2)).toMatchObject({ start: '2030-05-27', jobs: 1, earningsCents: 8500 });
    expect(earnings.weekly.at(-1)).toMatchObject({ start: '2030-06-03', jobs: 2, earningsCents: 4000 });
    expect(earnings.monthly.at(-2)).toMatchObject({ start: '2030-05-01', jobs: 0, earningsCents: 0 });
    expect(earnings.monthly.at(-1)).toMatchObject({ start: '2030-06-01', jobs: 3, earningsCents: 12_500 });
  });

  it('leaves out jobs older than the first period', () => {
    const earnings = bucketEarnings(
      [
        { serviceDate: '2030-03-17', priceCents: 1000 },
        { serviceDate: '2029-06-30', priceCents: 2000 },
      ],
      today,
    );
    expect(earnings.weekly.every((week) => week.jobs === 0)).toBe(true);
    expect(earnings.monthly.find((month) => month.start === '2030-03-01')).toMatchObject({ jobs: 1 });
    expect(earnings.monthly.reduce((sum, month) => sum + month.earningsCents, 0)).toBe(1000);
  });
});

describe('earningsRange', () => {
  it('spans the first month to the end of whichever of the current week or month ends later', () => {
    expect(earningsRange('2030-06-05')).toEqual({ from: '2029-07-01', until: '2030-07-01' });
    // A Tuesday, the 31st: the week runs into the next month.
    expect(earningsRange('2030-12-31')).toEqual({ from: '2030-01-01', until: '2031-01-06' });
  });
});

const dayArb = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2028-01-01', offset));
const jobArb: fc.Arbitrary<CompletedJob> = fc.record({
  serviceDate: dayArb,
  priceCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
});

const within = (job: CompletedJob, periods: EarningsPeriod[]) =>
  periods.filter((period) => period.start <= job.serviceDate && job.serviceDate <= period.end);

describe('bucketEarnings properties', () => {
  it('puts every job of the covered dates in exactly one period, and the periods add up to those jobs', () => {
    fc.assert(
      fc.property(fc.array(jobArb, { maxLength: 40 }), dayArb, (jobs, today) => {
        const earnings = bucketEarnings(jobs, today);
        for (const periods of [earnings.weekly, earnings.monthly]) {
          const first = periods[0]?.start ?? '';
          const last = periods.at(-1)?.end ?? '';
          const covered = jobs.filter((job) => first <= job.serviceDate && job.serviceDate <= last);
          for (const job of jobs) expect(within(job, periods)).toHaveLength(covered.includes(job) ? 1 : 0);
          expect(periods.reduce((sum, period) => sum + period.jobs, 0)).toBe(covered.length);
          expect(periods.reduce((sum, period) => sum + period.earningsCents, 0)).toBe(
            covered.reduce((sum, job) => sum + (job.priceCents ?? 0), 0),
          );
        }
      }),
    );
  });

  it('has 12 contiguous periods each, the last holding today, weeks from Monday and months from the 1st', () => {
    fc.assert(
      fc.property(dayArb, (today) => {
        const { weekly, monthly } = bucketEarnings([], today);
        for (const periods of [weekly, monthly]) {
          expect(periods).toHaveLength(12);
          periods.slice(1).forEach((period, index) => expect(period.start).toBe(addDays(periods[index]?.end ?? '', 1)));
          const current = periods.at(-1);
          expect(current && current.start <= today && today <= current.end).toBe(true);
        }
        expect(weekly.every((week) => weekStartOf(week.start) === week.start)).toBe(true);
        expect(monthly.every((month) => month.start.endsWith('-01'))).toBe(true);
        const range = earningsRange(today);
        expect(range.from).toBe(monthly[0]?.start);
        expect(range.until).toBe(addDays([weekly.at(-1)?.end ?? '', monthly.at(-1)?.end ?? ''].sort()[1] ?? '', 1));
      }),
    );
  });
});

describe('period labels', () => {
  it('names a week by its Monday and a month by its name', () => {
    expect(periodShortLabel('weekly', { start: '2030-06-03' })).toBe('Jun 3');
    expect(periodLabel('weekly', { start: '2029-12-31' })).toBe('Week of Dec 31, 2029');
    expect(periodShortLabel('monthly', { start: '2030-06-01' })).toBe('Jun');
    expect(periodLabel('monthly', { start: '2030-06-01' })).toBe('June 2030');
    expect([jobsLabel(0), jobsLabel(1), jobsLabel(2)]).toEqual(['0 jobs', '1 job', '2 jobs']);
  });
});

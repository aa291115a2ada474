// Earnings at a glance (docs/product.md, "Dashboards"): a washer's completed jobs and what they
// earned, per week over the last 12 weeks and per month over the last 12 months, oldest first and
// the current week or month last, empty periods included. A job counts on its service date (the
// wall-clock date of the job in the washer's time zone) at the price its booking records; weeks
// start on Monday.
import { z } from 'zod';
import { addDays } from './schedule-time-zone';

export const earningsWeeks = 12;
export const earningsMonths = 12;

export const earningsPeriodSchema = z.object({
  /** The period's first day, 'yyyy-MM-dd' (a Monday, or the 1st of a month). */
  start: z.string(),
  /** The period's last day, 'yyyy-MM-dd', inclusive. */
  end: z.string(),
  jobs: z.number().int().min(0),
  earningsCents: z.number().int(),
});
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

export const washerEarningsSchema = z.object({
  /** The washer's today, in their schedule's time zone: the last period holds it. */
  today: z.string(),
  weekly: z.array(earningsPeriodSchema),
  monthly: z.array(earningsPeriodSchema),
});
export type WasherEarnings = z.infer<typeof washerEarningsSchema>;

/** A completed job as the bucketing needs it; a booking without a recorded price earned nothing. */
export type CompletedJob = { serviceDate: string; priceCents: number | null };

function parts(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Monday on or before a 'yyyy-MM-dd' date. */
export function weekStartOf(date: string): string {
  const [year, month, day] = parts(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(date, -((sundayFirst + 6) % 7));
}

/** The first of the month `months` after the month of `date` (negative for before). */
function addMonths(date: string, months: number): string {
  const [year, month] = parts(date);
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}-01`;
}

type Span = { start: string; next: string };

/** The `count` weeks ending with the week of `today`, oldest first; `next` is the day after each. */
function weekSpans(today: string, count: number): Span[] {
  const current = weekStartOf(today);
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(current, -7 * (count - 1 - index));
    return { start, next: addDays(start, 7) };
  });
}

/** The `count` months ending with the month of `today`, oldest first. */
function monthSpans(today: string, count: number): Span[] {
  return Array.from({ length: count }, (_, index) => ({
    start: addMonths(today, -(count - 1 - index)),
    next: addMonths(today, -(count - 2 - index)),
  }));
}

/** The dates the earnings cover, [from, until): a query need read no completed job outside them. */
export function earningsRange(today: string): { from: string; until: string } {
  const weeks = weekSpans(today, earningsWeeks);
  const months = monthSpans(today, earningsMonths);
  const first = [weeks[0]?.start ?? today, months[0]?.start ?? today].sort()[0] ?? today;
  const last = [weeks.at(-1)?.next ?? today, months.at(-1)?.next ?? today].sort().at(-1) ?? today;
  return { from: first, until: last };
}

function bucket(spans: Span[], jobs: readonly CompletedJob[]): EarningsPeriod[] {
  const periods = spans.map(({ start, next }) => ({ start, end: addDays(next, -1), jobs: 0, earningsCents: 0 }));
  for (const job of jobs) {
    // ISO dates compare as strings; the spans are few, so a scan is plenty.
    const index = spans.findIndex(({ start, next }) => start <= job.serviceDate && job.serviceDate < next);
    const period = periods[index];
    if (!period) continue;
    period.jobs += 1;
    period.earningsCents += job.priceCents ?? 0;
  }
  return periods;
}

/** The washer's earnings per week and per month up to `today`, from their completed jobs (any dates). */
export function bucketEarnings(jobs: readonly CompletedJob[], today: string): WasherEarnings {
  return {
    today,
    weekly: bucket(weekSpans(today, earningsWeeks), jobs),
    monthly: bucket(monthSpans(today, earningsMonths), jobs),
  };
}

export type EarningsSeries = 'weekly' | 'monthly';

const utcDay = (date: string) => {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day));
};
const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' });
const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** A period's name under its bar: 'Jun 3' for the week from Monday June 3, 'Jun' for June. */
export function periodShortLabel(series: EarningsSeries, period: Pick<EarningsPeriod, 'start'>): string {
  return (series === 'weekly' ? monthDay : shortMonth).format(utcDay(period.start));
}

/** A period's full name, in the table and the bar's tooltip: 'Week of Jun 3, 2030', 'June 2030'. */
export function periodLabel(series: EarningsSeries, period: Pick<EarningsPeriod, 'start'>): string {
  return series === 'weekly'
    ? `Week of ${monthDayYear.format(utcDay(period.start))}`
    : monthYear.format(utcDay(period.start));
}

/** '1 job', '3 jobs'. */
export function jobsLabel(jobs: number): string {
  return `${jobs} ${jobs === 1 ? 'job' : 'jobs'}`;
}

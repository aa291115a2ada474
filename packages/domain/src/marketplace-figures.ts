// The marketplace's figures (docs/product.md, "Operators", "The marketplace's figures"): what each
// figure counts, the 12 weeks and 84 days they cover, the answer of GET /api/operator/figures, and
// the words of the console's Figures tab. The server counts in the database, grouped by day or week;
// these functions turn its counts into the figures, so every rate and every empty week is decided
// once, here.
//
// Weeks are ISO weeks in UTC: a week starts on Monday at 00:00 UTC, and the figures cover the 12
// weeks ending with the current one (so the last is a week so far). Days are UTC days too: the 84
// ending today. Bookings that start in a week are counted by the job's own day (its service date,
// the wall clock of its place), since that is the day both sides know it by.
import { z } from 'zod';
import { weekStartOf } from './earnings';
import { addDays } from './schedule-time-zone';

export const figuresWeekCount = 12;
export const figuresDayCount = 84;

/** The UTC calendar day of an instant, 'yyyy-MM-dd'. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

export type FiguresWindow = {
  /** Today in UTC: the last day, within the last week. */
  today: string;
  /** The 84 days ending today, oldest first. */
  days: string[];
  /** The Mondays of the 12 ISO weeks ending with the current one, oldest first. */
  weeks: string[];
  /** The first day any figure reads (the first of the 84 days, never after the first Monday). */
  from: string;
  /** The day after the current week: nothing on or after it is counted. */
  until: string;
};

/** The days and weeks the figures cover at `now`. */
export function figuresWindow(now: Date): FiguresWindow {
  const today = utcDayOf(now);
  const currentWeek = weekStartOf(today);
  const weeks = Array.from({ length: figuresWeekCount }, (_, index) =>
    addDays(currentWeek, -7 * (figuresWeekCount - 1 - index)),
  );
  const days = Array.from({ length: figuresDayCount }, (_, index) => addDays(today, -(figuresDayCount - 1 - index)));
  return { today, days, weeks, from: days[0] ?? today, until: addDays(currentWeek, 7) };
}

/** A share of a whole, 0 to 1; null when the whole is empty (no request, no booking): not 0%, unknown. */
export function ratioOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.min(Math.max(part / whole, 0), 1);
}

/** The database's counts for one day: appointments created that UTC day. */
export type DayCounts = { day: string; bookings: number };

/**
 * The database's counts for one week (its Monday), each figure's query giving its own fields; a
 * week no row names counted nothing.
 */
export type WeekCounts = {
  week: string;
  /** Prices of the appointments created in the week (frozen at booking), cancelled ones included. */
  grossBookingValueCents?: number;
  /** Sudsy's fees recorded in the ledger in the week, less its share of refunds. */
  feesCents?: number;
  /** Requests created in the week, instant bookings left out. */
  requests?: number;
  /** Of those, the ones at least one washer quoted on. */
  quotedRequests?: number;
  /** The median wait from a request to its first quote, of the week's quoted requests. */
  medianFirstQuoteSeconds?: number | null;
  /** Bookings whose job day falls in the week. */
  bookingsStarting?: number;
  /** Of those, cancelled by either side or by Sudsy, washer no-shows left out. */
  cancellations?: number;
  lateCancellations?: number;
  washerCancellations?: number;
  ownerCancellations?: number;
  /** Of those, the washer did not come (reported by the owner). */
  noShows?: number;
  /** Owners who booked in the week, and of them the ones who had booked before the week. */
  bookingOwners?: number;
  repeatOwners?: number;
  /** Washers whose first verification was approved in the week. */
  washersVerified?: number;
};

const count = z.number().int().min(0);
const share = z.number().min(0).max(1).nullable();

export const figuresDaySchema = z.object({ day: z.string(), bookings: count });
export type FiguresDay = z.infer<typeof figuresDaySchema>;

export const figuresWeekSchema = z.object({
  /** The week's Monday, 'yyyy-MM-dd'. */
  start: z.string(),
  grossBookingValueCents: z.number().int(),
  /** Can be below zero in a week whose refunds gave back more fee than was taken. */
  feesCents: z.number().int(),
  requests: count,
  quotedRequests: count,
  fillRate: share,
  medianFirstQuoteMinutes: z.number().min(0).nullable(),
  bookingsStarting: count,
  cancellations: count,
  lateCancellations: count,
  washerCancellations: count,
  ownerCancellations: count,
  cancellationRate: share,
  noShows: count,
  noShowRate: share,
  bookingOwners: count,
  repeatOwners: count,
  repeatOwnerShare: share,
  washersVerified: count,
});
export type FiguresWeek = z.infer<typeof figuresWeekSchema>;

/** GET /api/operator/figures. */
export const marketplaceFiguresSchema = z.object({
  today: z.string(),
  days: z.array(figuresDaySchema),
  weeks: z.array(figuresWeekSchema),
});
export type MarketplaceFigures = z.infer<typeof marketplaceFiguresSchema>;

const whole = (value: number | undefined) => Math.max(0, Math.round(value ?? 0));

/** One week's figures from its counts (missing counts are 0). */
export function weekFigures(counts: WeekCounts): FiguresWeek {
  const requests = whole(counts.requests);
  const quotedRequests = Math.min(whole(counts.quotedRequests), requests);
  const bookingsStarting = whole(counts.bookingsStarting);
  const cancellations = Math.min(whole(counts.cancellations), bookingsStarting);
  const noShows = Math.min(whole(counts.noShows), bookingsStarting - cancellations);
  const bookingOwners = whole(counts.bookingOwners);
  const repeatOwners = Math.min(whole(counts.repeatOwners), bookingOwners);
  const median = counts.medianFirstQuoteSeconds;
  return {
    start: counts.week,
    grossBookingValueCents: Math.round(counts.grossBookingValueCents ?? 0),
    feesCents: Math.round(counts.feesCents ?? 0),
    requests,
    quotedRequests,
    fillRate: ratioOf(quotedRequests, requests),
    medianFirstQuoteMinutes:
      quotedRequests === 0 || median === null || median === undefined ? null : Math.max(0, median / 60),
    bookingsStarting,
    cancellations,
    lateCancellations: Math.min(whole(counts.lateCancellations), cancellations),
    washerCancellations: Math.min(whole(counts.washerCancellations), cancellations),
    ownerCancellations: Math.min(whole(counts.ownerCancellations), cancellations),
    cancellationRate: ratioOf(cancellations, bookingsStarting),
    noShows,
    noShowRate: ratioOf(noShows, bookingsStarting),
    bookingOwners,
    repeatOwners,
    repeatOwnerShare: ratioOf(repeatOwners, bookingOwners),
    washersVerified: whole(counts.washersVerified),
  };
}

/**
 * The figures of `window` from the database's grouped counts: every day and week present, oldest
 * first, counts of several queries for one week merged, and anything outside the window ignored.
 */
export function assembleFigures(
  window: FiguresWindow,
  dayCounts: readonly DayCounts[],
  weekCounts: readonly WeekCounts[],
): MarketplaceFigures {
  const bookingsOn = new Map<string, number>();
  for (const { day, bookings } of dayCounts) bookingsOn.set(day, (bookingsOn.get(day) ?? 0) + bookings);
  const countsOf = new Map<string, WeekCounts>(window.weeks.map((week) => [week, { week }]));
  for (const row of weekCounts) {
    const merged = countsOf.get(row.week);
    if (merged) Object.assign(merged, { ...row, week: row.week });
  }
  return {
    today: window.today,
    days: window.days.map((day) => ({ day, bookings: whole(bookingsOn.get(day)) })),
    weeks: window.weeks.map((week) => weekFigures(countsOf.get(week) ?? { week })),
  };
}

/** The bookings of the 7 days ending today, and of the 7 before them. */
export function bookingsLastSevenDays(figures: MarketplaceFigures): { latest: number; previous: number } {
  const sum = (days: FiguresDay[]) => days.reduce((total, day) => total + day.bookings, 0);
  return { latest: sum(figures.days.slice(-7)), previous: sum(figures.days.slice(-14, -7)) };
}

/** A wait in minutes as an operator reads it: '45 min', '3 h 20 min', '2 d 4 h'. */
export function formatWait(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const days = Math.floor(rounded / 1440);
  const hours = Math.floor((rounded % 1440) / 60);
  const rest = rounded % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
}

// Recurring washes (docs/product.md, "Recurring washes"): when booking, an owner may repeat the wash
// every 1, 2 or 4 weeks for up to six months or until stopped. Each repeat is a real appointment at
// the same wall-clock time of the washer's zone, checked against their calendar as the series is
// made; clashing dates are listed with free times nearby, to move or skip. The washer accepts the
// series once; either side skips one wash or ends the series.
import { z } from 'zod';
import { appointmentStatuses, type AppointmentStatus, type StatusBadge } from './schedule-rules';
import { plannedDateSchema, plannedInstantSchema } from './schedule-schemas';
import { addDays } from './schedule-time-zone';

export const repeatEveryWeeksOptions = [1, 2, 4] as const;
export type RepeatEveryWeeks = (typeof repeatEveryWeeksOptions)[number];
/** How long a series may run; one that runs until stopped is booked this far ahead, and topped up. */
export const repeatMonthOptions = [1, 2, 3, 6] as const;
export const seriesHorizonMonths = 6;
/** Free times offered in place of a clashing date: this many days either side of it, this many in all. */
export const alternativeDaysAround = 2;
export const maxAlternatives = 4;
/** A series of weekly washes over six months has 27 dates; the lists of moves and skips stay below. */
const maxListedDates = 30;
/** A weekly series until stopped holds 27 dates, more once topped up; a review lists at most this many. */
const maxReviewedWashes = 60;

export const seriesStatuses = ['pending', 'active', 'ended'] as const;
export type SeriesStatus = (typeof seriesStatuses)[number];

export const seriesMessages = {
  everyWeeks: 'Choose every week, every 2 weeks or every 4 weeks.',
  months: 'Choose 1, 2, 3 or 6 months, or until stopped.',
  conflicts: "Some dates clash with the washer's calendar. Move or skip each of them.",
  moveNotNearby: 'Move a wash to a free time within two days of its date.',
  notPending: 'This series is not waiting to be accepted.',
  ended: 'This series has ended.',
  accepted: 'Series accepted. Every wash in it is booked.',
  endedToast: 'Series ended. The later washes are cancelled.',
  skipped: 'Wash skipped.',
  skipReason: 'Skipped in the repeat series',
  endedReason: 'The repeat series ended',
  notUpcoming: 'Only a booked wash still to come can be skipped.',
  waitingForWasher: 'Waiting for the washer to accept the series.',
  /** Accepting with some dates declined: how many of the dates reviewed are booked. */
  acceptedPart: (kept: number, total: number) => `Series accepted. ${kept} of ${total} washes are booked.`,
  /** The reason on a wash the washer declined while accepting the rest. */
  declinedReason: 'Declined in the repeat series',
  /** The reason on every wash of a series the washer declined whole. */
  seriesDeclinedReason: 'The washer declined the repeat series',
  declinedToast: 'Series declined. Every wash in it is cancelled.',
  notInSeries: 'Choose only dates of this series to decline.',
  notReviewable: 'Only a booked wash still to come can be declined.',
  declinesEveryDate: 'Keep at least one date to accept the series, or decline the series instead.',
} as const;

/** The appointment page's card of a series: how it repeats, its state, each wash, accept, skip and end. */
export const seriesTexts = {
  title: 'Repeat series',
  /** On a wash of a series in the appointment lists. */
  listBadge: 'Repeats',
  status: 'Status',
  washes: 'Washes',
  thisWash: 'This appointment',
  toAccept: (ownerName: string) =>
    `${ownerName} asks for this wash to repeat. Until you accept the series, every date in it is held.`,
  accepting: 'Accepting...',
  end: 'End series',
  ending: 'Ending...',
  endTitle: 'End this repeat series?',
  endDescription: (otherName: string) =>
    `The washes after the first booking that are still to come are cancelled, and ${otherName} is told. The first booking stands.`,
  keepSeries: 'Keep series',
  skip: 'Skip',
  /** The Skip button's accessible name: each wash has one, so it names its date. */
  skipWash: (day: string) => `Skip the wash on ${day}`,
  skipTitle: (day: string) => `Skip the wash on ${day}?`,
  skipDescription: (when: string, otherName: string) =>
    `The wash on ${when} is cancelled and ${otherName} is told. The other washes in the series stay booked.`,
  skipConfirm: 'Skip wash',
  skipping: 'Skipping...',
  keepWash: 'Keep wash',
  /** The washer's review of a pending series, date by date (docs/product.md, "Recurring washes"). */
  reviewLegend: 'Dates to keep',
  reviewHint: 'Untick a date you cannot take. Accepting books the dates you keep and cancels the others.',
  keep: 'Keep',
  acceptAll: 'Accept all',
  acceptSome: (kept: number, total: number) => `Accept ${kept} of ${total} dates`,
  keepOne: 'Keep at least one date, or decline the series.',
  decline: 'Decline series',
  declining: 'Declining...',
  declineTitle: 'Decline this repeat series?',
  declineDescription: (ownerName: string) =>
    `Every wash in it is cancelled, the first booking included, and ${ownerName} is told.`,
  loading: 'Loading the series...',
  loadFailed: 'The series did not load',
  loadFailedDescription: 'Check your connection and try again.',
} as const;

export const seriesFailedToasts = {
  load: 'Could not load the series',
  accept: 'Could not accept the series',
  decline: 'Could not decline the series',
  end: 'Could not end the series',
  skip: 'Could not skip the wash',
  /** When the server gave no words of its own. */
  fallback: 'Please try again.',
} as const;

export const seriesStatusBadges: Record<SeriesStatus, StatusBadge> = {
  pending: { label: 'Waiting for acceptance', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  ended: { label: 'Ended', tone: 'neutral' },
};

/** A wash cancelled by a skip reads as skipped, not as called off. */
export const skippedBadge: StatusBadge = { label: 'Skipped', tone: 'neutral' };
/** A series the washer declined before accepting it, rather than one that ran and ended. */
export const declinedSeriesBadge: StatusBadge = { label: 'Declined', tone: 'neutral' };

export const repeatSchema = z.object({
  everyWeeks: z
    .number()
    .int()
    .refine((weeks) => (repeatEveryWeeksOptions as readonly number[]).includes(weeks), seriesMessages.everyWeeks),
  /** How many months the series runs from its first date; null: until stopped. */
  months: z
    .number()
    .int()
    .refine((months) => (repeatMonthOptions as readonly number[]).includes(months), seriesMessages.months)
    .nullable(),
  /** Dates of the series (the washer's calendar days) left out. */
  skip: z.array(plannedDateSchema).max(maxListedDates).default([]),
  /** Dates of the series moved to another free start nearby. */
  moves: z
    .array(z.object({ date: plannedDateSchema, start: plannedInstantSchema() }))
    .max(maxListedDates)
    .default([]),
});
export type Repeat = z.input<typeof repeatSchema>;
export type RepeatRequest = z.output<typeof repeatSchema>;

/** The same day of the month `months` later, or that month's last day when it is shorter. */
export function monthsLater(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}-${pad(Math.min(day, lastDay))}`;
}

/** The last date a series may have: its length from the first date, or the horizon when it runs until stopped. */
export function seriesLastDate(firstDate: string, months: number | null): string {
  return monthsLater(firstDate, months ?? seriesHorizonMonths);
}

/** The series' dates after `afterDate`, every `everyWeeks` weeks from `firstDate`, up to `lastDate`. */
export function repeatDates(firstDate: string, everyWeeks: number, lastDate: string, afterDate = firstDate): string[] {
  const dates: string[] = [];
  for (let step = 1; ; step += 1) {
    const date = addDays(firstDate, step * everyWeeks * 7);
    if (date > lastDate) return dates;
    if (date > afterDate) dates.push(date);
  }
}

export function repeatLabel(everyWeeks: number): string {
  return everyWeeks === 1 ? 'Every week' : `Every ${everyWeeks} weeks`;
}

export function repeatLengthLabel(months: number | null): string {
  if (months === null) return 'Until stopped';
  return months === 1 ? 'For 1 month' : `For ${months} months`;
}

/** A date of the series that clashes: its start (ISO instant) and free starts nearby to move it to. */
export const seriesConflictSchema = z.object({
  date: z.string(),
  start: z.string(),
  alternatives: z.array(z.string()),
});
export type SeriesConflict = z.infer<typeof seriesConflictSchema>;

export const seriesOccurrenceSchema = z.object({
  appointmentId: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** ISO instant of the start. */
  startsAt: z.string(),
  status: z.enum(appointmentStatuses),
  /** Cancelled by a skip rather than called off. */
  skipped: z.boolean(),
});

export const seriesSchema = z.object({
  id: z.string(),
  washerId: z.string(),
  washerName: z.string(),
  ownerName: z.string(),
  everyWeeks: z.number().int(),
  /** null: until stopped. */
  months: z.number().int().nullable(),
  status: z.enum(seriesStatuses),
  /** Ended by the washer before they accepted it. */
  declined: z.boolean(),
  /** The booking the series started from. */
  firstAppointmentId: z.string(),
  occurrences: z.array(seriesOccurrenceSchema),
});
export type Series = z.infer<typeof seriesSchema>;
export const seriesResponseSchema = z.object({ series: seriesSchema });

/** POST /api/quote-requests/{id}/quotes/{washerId}/accept: booking a quote, once or repeated. */
export const acceptQuoteSchema = z.object({ repeat: repeatSchema.nullable().default(null) });
export type AcceptQuote = z.input<typeof acceptQuoteSchema>;
export type AcceptQuoteRequest = z.output<typeof acceptQuoteSchema>;

export const skipOccurrenceSchema = z.object({ appointmentId: z.uuid() });

/**
 * POST /api/series/{id}/accept: the washer accepts a pending series, less the washes they decline
 * (none: every wash). The review form on the series card sends the same.
 */
export const acceptSeriesSchema = z.object({
  declined: z
    .array(z.uuid())
    .max(maxReviewedWashes)
    .refine((ids) => new Set(ids).size === ids.length, 'Decline each date once.')
    .default([]),
});
export type AcceptSeries = z.input<typeof acceptSeriesSchema>;
export type AcceptSeriesRequest = z.output<typeof acceptSeriesSchema>;

/** A wash as the review sees it. */
export type ReviewedWash = { appointmentId: string; status: AppointmentStatus; startsAt: string };
export type ReviewProblem = 'not_in_series' | 'not_upcoming' | 'declines_every_date';

/** The washes a washer may keep or decline when accepting: booked and still to come at `now`. */
export function reviewableWashes<T extends ReviewedWash>(washes: readonly T[], now: Date): T[] {
  return washes.filter((wash) => wash.status === 'scheduled' && Date.parse(wash.startsAt) > now.getTime());
}

/**
 * Why declining `declined` while accepting cannot be done, or null: each must be a wash of the
 * series that can still be reviewed, and at least one such wash must stay (declining all of them
 * is declining the series).
 */
export function reviewProblem(
  washes: readonly ReviewedWash[],
  declined: readonly string[],
  now: Date,
): ReviewProblem | null {
  const ids = new Set(washes.map((wash) => wash.appointmentId));
  if (declined.some((id) => !ids.has(id))) return 'not_in_series';
  const reviewable = new Set(reviewableWashes(washes, now).map((wash) => wash.appointmentId));
  if (declined.some((id) => !reviewable.has(id))) return 'not_upcoming';
  if (declined.length > 0 && new Set(declined).size >= reviewable.size) return 'declines_every_date';
  return null;
}

/** 'Tue, Dec 22': a date of a series in the short lists of notices. */
export function formatSeriesDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return shortDay.format(new Date(Date.UTC(year, month - 1, day)));
}
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'A', 'A and B', 'A, B and C'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
/** More declined dates than this are counted in a subject rather than listed. */
const datesInSubject = 3;

/** What the owner is told of the washer's answer to their series (docs/product.md, "Recurring washes"). */
export const seriesNoticeTexts = {
  acceptedExceptSubject: (washerName: string, leftOut: readonly string[]) =>
    `${washerName} accepted your repeat wash except ${
      leftOut.length > datesInSubject ? `${leftOut.length} dates` : listed(leftOut.map(formatSeriesDay))
    }`,
  acceptedExceptIntro: (washerName: string, leftOut: readonly string[]) =>
    `${washerName} accepted the series but cannot take ${listed(leftOut.map(formatSeriesDay))}: those washes are cancelled. Every other wash in it is booked.`,
  declinedSubject: (washerName: string) => `${washerName} declined your repeat wash`,
  declinedIntro: (washerName: string) =>
    `${washerName} declined the series. Every wash in it still to come is cancelled, the first booking included.`,
} as const;

// A washer's cancellation policy (docs/product.md, "Bookings and appointments"): the notice they
// ask for before a job. Cancelling inside it is allowed, by either side, but marked late on both
// sides, and the washer's own late cancellations are counted on their public page.
import { z } from 'zod';
import { wallClockOf } from './schedule-time-zone';
import { formatTime12h, fromMinutes } from './time-slots';

/** The notice periods a washer can choose, in hours; 0 is none. */
export const cancellationNoticeOptions = [0, 2, 12, 24, 48] as const;
export type CancellationNoticeHours = (typeof cancellationNoticeOptions)[number];
export const defaultCancellationNoticeHours: CancellationNoticeHours = 24;

export const cancellationNoticeSchema = z.union(
  cancellationNoticeOptions.map((hours) => z.literal(hours)),
  'Choose no notice, or 2, 12, 24 or 48 hours.',
);

const hourMs = 60 * 60 * 1000;

/** Whether cancelling at `now` a job that starts at `startsAt` falls inside the washer's notice. */
export function isLateCancellation(startsAt: Date, now: Date, noticeHours: number): boolean {
  return startsAt.getTime() - now.getTime() < noticeHours * hourMs;
}

/** The last instant a booking can be cancelled without being marked late. */
export function freeCancellationEnds(startsAt: Date, noticeHours: number): Date {
  return new Date(startsAt.getTime() - noticeHours * hourMs);
}

const shortDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** A local date and time, short: 'Sun 6 Dec, 10:00 AM'. */
export function formatShortSlot(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return `${shortDay.format(new Date(Date.UTC(year, month - 1, day)))}, ${formatTime12h(time)}`;
}

/** An instant as the job's zone reads it, in a booking's terms: 'Sun 6 Dec, 10:00 AM'. */
export function formatMomentIn(instant: Date, timeZone: string): string {
  const { date, minutes } = wallClockOf(instant, timeZone);
  return formatShortSlot(date, fromMinutes(minutes));
}

/**
 * A booking's terms in words and a date, read in the job's zone: 'Free cancellation until Sun 6 Dec,
 * 10:00 AM', and 'Free cancellation ended Sun 6 Dec, 10:00 AM' once that is past.
 */
export function freeCancellationText(startsAt: Date, noticeHours: number, timeZone: string, now: Date): string {
  const ends = freeCancellationEnds(startsAt, noticeHours);
  const when = formatMomentIn(ends, timeZone);
  return now.getTime() <= ends.getTime() ? `Free cancellation until ${when}` : `Free cancellation ended ${when}`;
}

/**
 * A booking's terms as its page and confirmation say them: like freeCancellationText, but a booking
 * made already inside the notice never had free cancellation, so it says so rather than naming a
 * deadline that passed before it was booked.
 */
export function bookingTermsText(
  startsAt: Date,
  { noticeHours, timeZone, bookedAt }: { noticeHours: number; timeZone: string; bookedAt: Date },
  now: Date,
): string {
  if (isLateCancellation(startsAt, bookedAt, noticeHours))
    return `No free cancellation: booked within the washer's ${noticeHours}-hour notice`;
  return freeCancellationText(startsAt, noticeHours, timeZone, now);
}

/**
 * The terms of a start the owner is about to book (Book now): the free-cancellation deadline, or,
 * for a start already inside the washer's notice, what cancelling it would mean: the late fee
 * (`lateFeePercent`) when it is paid through Sudsy, else a late mark.
 */
export function termsBeforeBooking(
  startsAt: Date,
  { noticeHours, timeZone, lateFeePercent }: { noticeHours: number; timeZone: string; lateFeePercent: number | null },
  now: Date,
): string {
  if (!isLateCancellation(startsAt, now, noticeHours))
    return freeCancellationText(startsAt, noticeHours, timeZone, now);
  const outcome = lateFeePercent === null ? 'be marked late' : `cost ${lateFeePercent}% of the price`;
  return `No free cancellation: this start is within the washer's ${noticeHours}-hour notice, so cancelling would ${outcome}.`;
}

/** The policy as a quote, the profile form and the public page read it. */
export function cancellationPolicyText(noticeHours: number): string {
  if (noticeHours === 0) return 'Free cancellation up to the start';
  return `Free cancellation up to ${noticeHours} hours before the start`;
}

/** The option's label in the profile form. */
export function cancellationNoticeLabel(noticeHours: number): string {
  if (noticeHours === 0) return 'No notice needed';
  return noticeHours === 1 ? '1 hour' : `${noticeHours} hours`;
}

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The public page's count of the bookings the washer broke: their own late cancellations and the
 * jobs they did not come to ('No late cancellations or no-shows', '1 late cancellation and 2 no-shows').
 */
export function brokenBookingsText({
  lateCancellations,
  noShows,
}: {
  lateCancellations: number;
  noShows: number;
}): string {
  if (lateCancellations === 0 && noShows === 0) return 'No late cancellations or no-shows';
  const parts = [
    ...(lateCancellations > 0 ? [counted(lateCancellations, 'late cancellation')] : []),
    ...(noShows > 0 ? [counted(noShows, 'no-show')] : []),
  ];
  return parts.join(' and ');
}

// When a washer can take a job (docs/product.md, "Bookings and appointments"): a quote proposes a start and a
// duration, and the slot must fit the washer's working hours on that day and touch none of their
// blocked time or booked appointments. Checked when the washer quotes and again, under a lock,
// when the owner accepts.
import { z } from 'zod';
import { isLateCancellation } from './cancellation-policy';
import { unpaidCancellationReason } from './job-payment';
import { suspensionCancellationReason } from './operator';
import { roles, type Role } from './roles';
import { appointmentStatuses, overlaps } from './schedule-rules';
import {
  formatTime12h,
  minutesPerDay,
  fromMinutes,
  toMinutes,
  weekdays,
  type TimeSlot,
  type Weekday,
  type WeeklyAvailability,
} from './time-slots';

/** A proposed job: the local date and 'HH:mm' start of the washer's zone, and how long it takes. */
export type ProposedSlot = { date: string; start: string; durationMinutes: number };

/** What the slot is checked against, all on the slot's date. */
export type WasherCalendar = {
  hours: WeeklyAvailability;
  blocks: readonly TimeSlot[];
  appointments: readonly TimeSlot[];
};

export type SlotProblem = 'past' | 'outside-hours' | 'blocked' | 'booked';

/** The weekday of a 'yyyy-MM-dd' date (its own calendar day, whatever the zone). */
export function weekdayOf(date: string): Weekday {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

/** The job's end: start plus duration; null when it would run past midnight (a job keeps to its day). */
export function slotEnd(start: string, durationMinutes: number): string | null {
  const end = toMinutes(start) + durationMinutes;
  return end > minutesPerDay ? null : fromMinutes(end);
}

/** Whether [start, end) lies inside one of the day's working-hours slots. */
export function withinWorkingHours(hours: WeeklyAvailability, date: string, slot: TimeSlot): boolean {
  const day = hours[weekdayOf(date)];
  if (!day.enabled) return false;
  return day.timeSlots.some(
    (hoursSlot) =>
      toMinutes(hoursSlot.start) <= toMinutes(slot.start) && toMinutes(slot.end) <= toMinutes(hoursSlot.end),
  );
}

/**
 * The first reason the washer cannot take the slot, or null when they can. `startsInPast` says
 * whether the slot's start has already passed in the washer's zone (the caller knows the zone).
 */
export function slotProblem(slot: ProposedSlot, calendar: WasherCalendar, startsInPast: boolean): SlotProblem | null {
  if (startsInPast) return 'past';
  const end = slotEnd(slot.start, slot.durationMinutes);
  if (end === null) return 'outside-hours';
  const range = { start: slot.start, end };
  if (!withinWorkingHours(calendar.hours, slot.date, range)) return 'outside-hours';
  if (calendar.blocks.some((block) => overlaps(range, block))) return 'blocked';
  if (calendar.appointments.some((appointment) => overlaps(range, appointment))) return 'booked';
  return null;
}

/** What the washer reads when their own proposed start does not fit (409). */
export const quoteSlotMessages: Record<SlotProblem, string> = {
  past: 'The proposed start has already passed. Choose a later date or time.',
  'outside-hours':
    'The proposed time is outside your working hours. Choose a time within them, or change your working hours first.',
  blocked: 'The proposed time overlaps time you have blocked off. Choose another time.',
  booked: 'The proposed time overlaps one of your appointments. Choose another time.',
};

/** What the owner reads when the washer can no longer take the quoted slot at acceptance (409). */
export const acceptSlotMessages: Record<SlotProblem, string> = {
  past: 'The proposed start of this quote has already passed. Ask the washer for a new quote.',
  'outside-hours': 'This washer no longer works at the proposed time. Ask them for a new quote.',
  blocked: 'This washer is no longer available at the proposed time. Ask them for a new quote.',
  booked: 'This washer has just been booked at the proposed time. Choose another quote or ask them for a new time.',
};

export const bookingMessages = {
  requestClosed: 'This request is no longer open: it has been booked or cancelled.',
  quoteNotOpen: 'This quote can no longer be accepted.',
  bookedRequestCancel: 'This request is booked. Cancel its appointment instead.',
  appointmentNotScheduled: 'Only a scheduled appointment can be cancelled.',
  washerReasonRequired: 'Please tell the customer why you are cancelling',
} as const;

/**
 * A washer who has not come by this long after the start may be reported by the owner: the
 * booking ends as the washer's cancellation, the request opens again and nothing is charged.
 */
export const noShowGraceMinutes = 30;
export const washerNoShowReason = 'The washer did not show up (reported by the customer).';
export const noShowTexts = {
  button: 'Washer didn’t show up',
  title: 'Report a no-show?',
  description: (washer: string) =>
    `We will cancel this booking as ${washer}'s, release any hold on your card (nothing is charged) and open your request again so you can book someone else.`,
  confirm: 'Report no-show',
  tooEarly: `You can report a no-show ${noShowGraceMinutes} minutes after the start time.`,
  reported: 'No-show reported. Nothing was charged.',
  arrived: 'The washer has said they arrived, so this is not a no-show. Message them, or cancel the booking.',
} as const;

/** When the owner may report the washer's no-show: `noShowGraceMinutes` after the start. */
export function noShowReportableFrom(startsAt: Date): Date {
  return new Date(startsAt.getTime() + noShowGraceMinutes * 60_000);
}

export const cancelReasonMaxLength = 500;

/** POST /api/appointments/:id/cancel. A washer must give a reason (checked on the server by role). */
export const cancelAppointmentSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(cancelReasonMaxLength, `Keep the reason under ${cancelReasonMaxLength} characters`)
    .default(''),
  /**
   * The owner's choice: keep the request open for the other washers' quotes, or cancel it with the
   * booking. A washer's cancellation always returns the request to its owner.
   */
  keepRequestOpen: z.boolean('Choose whether to keep the request open.').default(false),
});
export type CancelAppointmentInput = z.input<typeof cancelAppointmentSchema>;

/** The cancel dialog's texts: what each side is told happens next (ours). */
export const cancelAppointmentTexts = {
  washerDescription: (ownerName: string) =>
    `${ownerName} will be told by email, with your reason. Their request reopens so they can book another washer.`,
  ownerDescription: (washerName: string) => `${washerName} will be told by email.`,
  choiceLegend: 'Your request',
  keepOpen: 'Keep my request open',
  keepOpenHelp: 'The other quotes stay open to accept, and washers who have not answered can still quote.',
  cancelRequest: 'Cancel the request',
  cancelRequestHelp: 'No washer can quote on it or be booked for it any more.',
  /** Before a cancellation inside the washer's notice: it is allowed, and marked late on both sides. */
  lateWarning: (notice: string, by: 'owner' | 'washer') =>
    by === 'washer'
      ? `This is inside your ${notice} notice: the cancellation is marked late on both sides and counts on your public profile.`
      : `This is inside the washer's ${notice} notice: the cancellation is marked late on both sides.`,
} as const;

export const bookingToasts = {
  booked: { title: 'Booking confirmed', description: 'The appointment is in your calendar and the washer’s.' },
  requestCancelled: { title: 'Request cancelled', description: 'The washers’ quotes have been withdrawn.' },
  appointmentCancelled: { title: 'Appointment cancelled', description: 'The other side has been told.' },
} as const;

/** An appointment as both sides read it on a request or a bid: when, what it costs, and whether and by whom it was cancelled. */
export const bookingSchema = z.object({
  appointmentId: z.string(),
  washerId: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(appointmentStatuses),
  priceCents: z.number().int().nullable(),
  cancelledBy: z.enum(roles).nullable(),
  cancelReason: z.string().nullable(),
  /** Cancelled inside the washer's notice period, by either side. */
  cancelledLate: z.boolean(),
  /** ISO instant of the start (the date and time read in the washer's zone), and the notice the washer asks before it. */
  startsAt: z.string(),
  cancellationNoticeHours: z.number().int(),
  /** The washer's zone, in which the job's date and times (and the free cancellation deadline) are read. */
  timeZone: z.string(),
  /** The repeat series it belongs to, if any. */
  seriesId: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingResponseSchema = z.object({ booking: bookingSchema });

/**
 * 'Cancelled by the washer: Van broke down', or 'Cancelled late by the washer: …' inside the
 * washer's notice: what both sides see.
 */
/** The reasons of the cancellations Sudsy makes on a side's behalf (an unpaid booking, a suspension). */
const sudsysCancellationReasons: readonly string[] = [unpaidCancellationReason, suspensionCancellationReason];

export function cancellationText(booking: Pick<Booking, 'cancelledBy' | 'cancelReason' | 'cancelledLate'>): string {
  // Sudsy's own reasons say who cancelled: "Cancelled by the washer: Cancelled by Sudsy…" would not.
  if (booking.cancelReason && sudsysCancellationReasons.includes(booking.cancelReason)) return booking.cancelReason;
  const who =
    booking.cancelledBy === 'washer' ? 'the washer' : booking.cancelledBy === 'owner' ? 'the customer' : 'someone';
  const cancelled = booking.cancelledLate ? `Cancelled late by ${who}` : `Cancelled by ${who}`;
  return booking.cancelReason ? `${cancelled}: ${booking.cancelReason}` : cancelled;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The washer's word of a new booking: it came from their quote, or the owner booked them instantly;
 * an instant booking or a series is a booking, never "accepted your quote" (docs/product.md,
 * "Notifications").
 */
export function washerBookedIntro(ownerName: string, throughQuote: boolean): string {
  return throughQuote
    ? `${ownerName} accepted your quote. The job is in your schedule.`
    : `${ownerName} booked you. The job is in your schedule.`;
}

/** 'Tuesday, May 14, 2030 at 9:30 AM': a local date and start as mails write them. */
export function formatSlot(date: string, start: string): string {
  return `${formatServiceDate(date)} at ${formatTime12h(start)}`;
}

/** 'Tuesday, May 14, 2030': a job's local date as mails write it. */
export function formatServiceDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The warning the cancel dialog shows when cancelling `now` would be late (inside the washer's notice), else null. */
export function lateCancellationWarning(
  booking: Pick<Booking, 'startsAt' | 'cancellationNoticeHours'>,
  by: Role,
  now: Date,
): string | null {
  if (!isLateCancellation(new Date(booking.startsAt), now, booking.cancellationNoticeHours)) return null;
  return cancelAppointmentTexts.lateWarning(`${booking.cancellationNoticeHours}-hour`, by);
}

// Reminders before a job and the owner's "I'll be there" (docs/product.md, "Reminders"): when each
// reminder is due, and every text of them.
import { z } from 'zod';
import { formatServiceDate, formatSlot } from './booking';
import { formatTime12h } from './time-slots';

/** Hours before the start at which a job is reminded of, the earliest first. */
export const reminderLeadHours = [24, 2] as const;
export type ReminderLead = (typeof reminderLeadHours)[number];

const hourMs = 3_600_000;

/**
 * When each reminder is due: from its lead before the start until the next one's (the 24-hour one
 * gives way to the 2-hour one, which runs until the start), and only for a job booked before its
 * lead began: a job booked 10 hours ahead gets no 24-hour reminder of something its owner has just
 * done, only the 2-hour one.
 */
export const reminderWindows = reminderLeadHours.map((lead, index) => ({
  lead,
  untilHours: reminderLeadHours[index + 1] ?? 0,
}));

/** The reminder due `now` for a job starting at `startsAt` and booked at `bookedAt`, or null. */
export function dueReminder(startsAt: Date, bookedAt: Date, now: Date): ReminderLead | null {
  const left = startsAt.getTime() - now.getTime();
  const window = reminderWindows.find(({ lead, untilHours }) => left <= lead * hourMs && left > untilHours * hourMs);
  if (!window) return null;
  return bookedAt.getTime() <= startsAt.getTime() - window.lead * hourMs ? window.lead : null;
}

/** The job as a reminder tells it. */
export type RemindedJob = {
  date: string;
  start: string;
  end: string;
  services: string;
  address: string;
  vehicle: string;
  ownerName: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line per job of the washer's day, in order: ['9:00 AM – 10:00 AM', 'Express Wash for Sam Lee, 12 Oak St'] */
export function dayLines(jobs: readonly RemindedJob[]): [string, string][] {
  return [...jobs]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((job) => [
      `${formatTime12h(job.start)} – ${formatTime12h(job.end)}`,
      `${job.services} for ${job.ownerName}, ${job.address}`,
    ]);
}

export const reminderTexts = {
  ownerSubject: (lead: ReminderLead, job: RemindedJob) =>
    lead === 24
      ? `Reminder: your car wash on ${formatSlot(job.date, job.start)}`
      : `Your car wash starts at ${formatTime12h(job.start)}`,
  ownerIntro: (washerName: string, job: RemindedJob) =>
    `${washerName} is booked to wash your ${job.vehicle} at ${job.address}. Tap "I'll be there" so they know you're expecting them.`,
  ownerAction: "I'll be there",
  washerDaySubject: (date: string, count: number) =>
    `Your ${count === 1 ? 'job' : 'jobs'} on ${formatServiceDate(date)}`,
  washerDayIntro: (count: number) => `You have ${plural(count, 'job', 'jobs')} booked that day, in order:`,
  washerNextSubject: (job: RemindedJob) => `Next job at ${formatTime12h(job.start)}: ${job.address}`,
  washerNextIntro: (job: RemindedJob, laterCount: number) =>
    `${job.ownerName}'s ${job.vehicle} at ${job.address}.${laterCount > 0 ? ` After it, ${plural(laterCount, 'more job', 'more jobs')} today.` : ''}`,
  washerAction: 'Open your schedule',
  jobAction: 'Open the job',
} as const;

/** The appointment page's "I'll be there" card and what the washer reads of it. */
export const attendanceTexts = {
  question: 'Will you be there?',
  prompt: (washerName: string) => `Let ${washerName} know you'll be there to hand over the car.`,
  confirm: "I'll be there",
  confirmed: "You confirmed you'll be there.",
  washerConfirmed: (ownerName: string) => `${ownerName} confirmed they'll be there.`,
  washerWaiting: (ownerName: string) => `${ownerName} has not confirmed yet.`,
  bellTitle: (ownerName: string) => `${ownerName} will be there`,
  bellBody: (ownerName: string, slot: string) => `${ownerName} confirmed the job of ${slot}.`,
  failed: 'Your answer could not be saved. Try again.',
  notScheduled: 'Only a scheduled job that has not started can be confirmed.',
  ownersAnswer: 'Only the customer can confirm they will be there.',
} as const;

/** The owner is asked from the first reminder on: within a day of the start, until it. */
export function asksForAttendance(startsAt: Date, now: Date): boolean {
  const left = startsAt.getTime() - now.getTime();
  return left > 0 && left <= reminderLeadHours[0] * hourMs;
}

/** GET and POST /api/appointments/:id/attendance: when the owner confirmed the job's current start, if they have. */
export const attendanceResponseSchema = z.object({ attendance: z.object({ confirmedAt: z.string().nullable() }) });
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;

/** A job with no distance known (no base or no point on the map) asks the washer to leave this long before. */
export const unknownDriveMinutes = 15;

/**
 * When the washer must set off for a job: its start less the drive from their base (`driveMinutes`,
 * the ETA of "The day of the job"), or less `unknownDriveMinutes` when the distance is unknown.
 * Not on the way by then, both sides are nudged (docs/product.md, "Reminders").
 */
export function leaveByOf(startsAt: Date, driveMinutes: number | null): Date {
  return new Date(startsAt.getTime() - (driveMinutes ?? unknownDriveMinutes) * 60_000);
}

export const lateStartTexts = {
  washerSubject: (job: RemindedJob) => `Time to set off for ${formatTime12h(job.start)}: ${job.address}`,
  washerIntro: (driveMinutes: number | null) =>
    `${driveMinutes === null ? 'Your job starts soon' : `The job is about ${driveMinutes} min from your base`} and you have not tapped On my way yet. Tap it as you leave, so the customer sees you coming.`,
  ownerSubject: (washerName: string) => `${washerName} has not set off yet`,
  ownerIntro: (washerName: string, job: RemindedJob) =>
    `${washerName} has not said they are on the way to your ${formatTime12h(job.start)} wash yet, so we reminded them. If they do not come, you can report a no-show 30 minutes after the start.`,
} as const;

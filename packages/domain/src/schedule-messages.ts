// Every text of the washer schedule (docs/product.md, "Schedule"), verbatim, as toast title and description.
import { maxTimeOffDays } from './schedule-rules';
import { formatTime12h, type Weekday } from './time-slots';

export type ToastText = { title: string; description?: string };

export const scheduleToasts = {
  missingDate: { title: 'Missing date', description: 'Please select a date' },
  missingStartTime: { title: 'Missing start time', description: 'Please select a start time' },
  conflict: {
    title: 'Scheduling conflict',
    description: 'This time overlaps with an existing appointment or blocked time.',
  },
  workingHoursUpdated: {
    title: 'Working hours updated',
    description: 'Your availability has been updated successfully.',
  },
  timeBlocked: { title: 'Time blocked' },
  timeBlockRemoved: { title: 'Time block removed' },
} as const satisfies Record<string, ToastText>;

export function invalidSlotToast(day: Weekday): ToastText {
  return { title: 'Invalid time slot', description: `End time must be after start time on ${day}` };
}

// Texts of our own, for input only a hand-made request can send (the pickers never offer it).
export const scheduleInputMessages = {
  timeOption: 'Choose one of the offered times.',
  durationOption: 'Choose one of the offered durations.',
  atLeastOneSlot: 'Each day needs at least one time slot.',
  tooManySlots: 'A day cannot have more time slots than that.',
  pastDate: 'Choose today or a later date.',
  reasonTooLong: 'Keep the reason under 200 characters.',
  timeZone: 'Unknown time zone.',
  throughBeforeDate: 'The last day cannot be before the first.',
  timeOffTooLong: `Time off can cover up to ${maxTimeOffDays} days at a time. Block a longer break in parts.`,
} as const;

/** Ours: words of the Block Time Off dialog and list for whole days off (docs/product.md, "Schedule"). */
export const timeOffTexts = {
  allDay: 'All day',
  allDayHint: 'Blocks whole days, whatever your working hours. Pick one day, or a first and a last day.',
} as const;

const shortDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** 'yyyy-MM-dd' as a booking's terms write a day: 'Tue 8 Dec'. */
export function formatShortDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return shortDay.format(new Date(Date.UTC(year, month - 1, day)));
}

/** Ours: why time off cannot be blocked, it would cover one of the washer's jobs, named as they know it. */
export function jobClashMessage(job: { date: string; start: string; ownerName: string }): string {
  return `This overlaps your ${formatTime12h(job.start)} job with ${job.ownerName} on ${formatShortDay(job.date)}.`;
}

/** Ours: why time off cannot be blocked, it would overlap time off already blocked on that day. */
export function timeOffClashMessage(block: { date: string; start: string; end: string; allDay: boolean }): string {
  const day = formatShortDay(block.date);
  return block.allDay
    ? `This overlaps your time off on ${day} (all day).`
    : `This overlaps your time off on ${day}, ${formatTime12h(block.start)}–${formatTime12h(block.end)}.`;
}

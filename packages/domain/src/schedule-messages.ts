// Every text of the washer schedule (docs/product.md, "Schedule"), verbatim, as toast title and description.
import type { Weekday } from './time-slots';

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
} as const;

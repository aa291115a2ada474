// Shapes of the washer schedule, shared by the forms, the API's validation and the web's reading of
// its answers, so a rule checked in the browser is the same rule the server enforces.
import { z } from 'zod';
import { blockDurationsMinutes, defaultBlockDurationMinutes } from './constants';
import { invalidSlotToast, scheduleInputMessages, scheduleToasts } from './schedule-messages';
import { limitMessages, maxDaysAhead } from './limits';
import { blockReasonMaxLength, daysCovered, isValidSlot, maxSlotsPerDay, maxTimeOffDays } from './schedule-rules';
import { canonicalTimeZone } from './schedule-time-zone';
import { weekdays, workingHourOptions, type Weekday, type WeeklyAvailability } from './time-slots';
import { oneLineText } from './text';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date written 'yyyy-MM-dd' (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateSchema = z.string().refine(isIsoDate, 'Use a date written yyyy-MM-dd.');

/** The last day a person may plan for, in UTC: read when validated, so it moves on with the clock. */
function lastPlannableDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + maxDaysAhead + 1));
}

/** Whether a 'yyyy-MM-dd' date lies at most maxDaysAhead days ahead (a day more for zones ahead of UTC). */
export function isWithinPlanningWindow(isoDate: string, now = new Date()): boolean {
  return isoDate <= lastPlannableDay(now).toISOString().slice(0, 10);
}

/** A date a person gives for something to come: a real date, at most a year ahead. */
export const plannedDateSchema = isoDateSchema.refine(
  (date) => !isIsoDate(date) || isWithinPlanningWindow(date),
  limitMessages.tooFarAhead,
);

/** An instant a person picks for something to come (a start), at most a year ahead. */
export const plannedInstantSchema = (error?: string) =>
  z.iso
    .datetime(error === undefined ? { offset: true } : { offset: true, error })
    .refine((instant) => Date.parse(instant) < lastPlannableDay(new Date()).getTime(), limitMessages.tooFarAhead);
/** 'HH:mm' from 00:00 to 23:59. */
export const timeSchema = z.string().regex(timePattern, 'Use a time written HH:mm.');
/** An end time may also be '24:00': a block that runs to midnight. */
export const endTimeSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time written HH:mm.');

const workingHourOption = z
  .string()
  .refine((value) => workingHourOptions.includes(value), scheduleInputMessages.timeOption);

export const timeSlotSchema = z.object({ start: workingHourOption, end: workingHourOption });

const dayHoursSchema = z.object({
  enabled: z.boolean(),
  timeSlots: z
    .array(timeSlotSchema)
    .min(1, scheduleInputMessages.atLeastOneSlot)
    .max(maxSlotsPerDay, scheduleInputMessages.tooManySlots),
});

/**
 * A week of working hours: every day Monday to Sunday, each slot one of the picker's times, and on
 * each enabled day every slot starting before it ends ('Invalid time slot' names the day).
 */
export const weeklyAvailabilitySchema = z
  .object(Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
  .superRefine((hours, context) => {
    for (const day of weekdays) {
      if (!hours[day].enabled) continue;
      hours[day].timeSlots.forEach((slot, index) => {
        if (!isValidSlot(slot)) {
          context.addIssue({
            code: 'custom',
            path: [day, 'timeSlots', index, 'end'],
            message: invalidSlotToast(day).description,
          });
        }
      });
    }
  }) satisfies z.ZodType<WeeklyAvailability>;

/** An IANA zone name, stored in its canonical spelling. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      context.addIssue({ code: 'custom', message: scheduleInputMessages.timeZone });
      return z.NEVER;
    }
    return zone;
  });

export const saveWorkingHoursSchema = z.object({
  hours: weeklyAvailabilitySchema,
  /** The browser's zone: kept as the washer's zone when their schedule is first saved. */
  timeZone: timeZoneSchema.optional(),
});
export type SaveWorkingHours = z.input<typeof saveWorkingHoursSchema>;

export const workingHoursSchema = z.object({ hours: weeklyAvailabilitySchema, timeZone: z.string() });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const blockDurationSchema = z
  .number()
  .refine(
    (value) => (blockDurationsMinutes as readonly number[]).includes(value),
    scheduleInputMessages.durationOption,
  );

/**
 * The Block Time Off form and the body that saves it: a date is required ('Missing date'). A block
 * within a day needs a start time ('Missing start time') and one of the block durations; whole days
 * off (`allDay`) cover the date through an optional last day (`through`, '' for the date alone), at
 * most maxTimeOffDays days. The reason is optional.
 */
export const blockTimeOffSchema = z
  .object({
    date: z
      .string()
      .refine(isIsoDate, scheduleToasts.missingDate.description)
      .refine((date) => !isIsoDate(date) || isWithinPlanningWindow(date), limitMessages.tooFarAhead),
    allDay: z.boolean().default(false),
    through: z.string().default(''),
    start: z.string(),
    durationMinutes: blockDurationSchema,
    reason: oneLineText().trim().max(blockReasonMaxLength, scheduleInputMessages.reasonTooLong),
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine((block, context) => {
    if (!block.allDay) {
      if (!workingHourOptions.includes(block.start)) {
        context.addIssue({ code: 'custom', path: ['start'], message: scheduleToasts.missingStartTime.description });
      }
      return;
    }
    if (block.through === '') return;
    const problem = !isIsoDate(block.through)
      ? 'Use a date written yyyy-MM-dd.'
      : !isIsoDate(block.date)
        ? null
        : block.through < block.date
          ? scheduleInputMessages.throughBeforeDate
          : daysCovered(block.date, block.through) > maxTimeOffDays
            ? scheduleInputMessages.timeOffTooLong
            : !isWithinPlanningWindow(block.through)
              ? limitMessages.tooFarAhead
              : null;
    if (problem) context.addIssue({ code: 'custom', path: ['through'], message: problem });
  });
export type BlockTimeOffInput = z.input<typeof blockTimeOffSchema>;
export type BlockTimeOff = z.output<typeof blockTimeOffSchema>;

export const blockTimeOffDefaults = {
  date: '',
  allDay: false,
  through: '',
  start: '',
  durationMinutes: defaultBlockDurationMinutes,
  reason: '',
} as const satisfies BlockTimeOffInput;

/**
 * Blocked time as the schedule lists it: whole days off from `date` through `through` (one item for
 * the whole stretch, 00:00 to 24:00 each day), or a block within `date` (`through` is the same day).
 */
export const blockedTimeSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  through: isoDateSchema,
  allDay: z.boolean(),
  start: timeSchema,
  end: endTimeSchema,
  reason: z.string(),
});
export type BlockedTime = z.infer<typeof blockedTimeSchema>;

export const blockedTimesSchema = z.object({ blocks: z.array(blockedTimeSchema) });

export const appointmentSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  start: timeSchema,
  end: endTimeSchema,
  ownerName: z.string(),
  vehicle: z.string(),
  address: z.string(),
  services: z.array(z.string()),
  // Any text, so a status added later still reads as 'Unknown' instead of failing the page.
  status: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const scheduleAppointmentsSchema = z.object({
  /** The washer's today, in their time zone: the page splits Today's from Upcoming with it. */
  today: isoDateSchema,
  timeZone: z.string(),
  appointments: z.array(appointmentSchema),
  /** Jobs before today that were not cancelled, the ones still to mark completed first (up to 5). */
  past: z.array(appointmentSchema),
});
export type ScheduleAppointments = z.infer<typeof scheduleAppointmentsSchema>;

export const calendarFeedSchema = z.object({ url: z.url() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

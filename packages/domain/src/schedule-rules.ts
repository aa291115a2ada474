// Rules of the washer schedule (docs/product.md, "Schedule"): overlap, block end times, the working-hours
// editor's slot rules and the appointment status badge. Times are 'HH:mm' wall-clock times.
import { findCatalogueService, isCustomServiceId } from './catalogue';
import { addDays } from './schedule-time-zone';
import {
  fromMinutes,
  minutesPerDay,
  toMinutes,
  weekdays,
  workingHourOptions,
  type TimeSlot,
  type Weekday,
  type WeeklyAvailability,
} from './time-slots';

/** The latest time of the pickers; a new working-hours slot never ends after it. */
export const latestWorkingTime = workingHourOptions.at(-1) ?? '22:00';
/** Slot length the editor adds after the previous slot. */
export const newSlotMinutes = 60;
/** Slots every half hour from 06:00 to 22:00 are the most a day can hold. */
export const maxSlotsPerDay = workingHourOptions.length - 1;
export const blockReasonMaxLength = 200;
/** A block's title when the washer gave no reason (the reason is shown as the title). */
export const blockedTimeTitle = 'Blocked time';

/**
 * Whether two time ranges share any minute. Ranges are half-open, [start, end): one that ends at
 * 10:00 and one that starts at 10:00 only touch, so back-to-back bookings are allowed.
 */
export function overlaps(a: TimeSlot, b: TimeSlot): boolean {
  return toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);
}

/** The first of `existing` that `candidate` overlaps, if any. */
export function findOverlap<T extends TimeSlot>(candidate: TimeSlot, existing: readonly T[]): T | undefined {
  return existing.find((other) => overlaps(candidate, other));
}

/**
 * A block's end: its start plus the chosen duration. A late start with a long duration is cut at
 * midnight ('24:00'), because a block belongs to its date and the next day has its own.
 */
export function blockEndTime(start: string, durationMinutes: number): string {
  return fromMinutes(Math.min(toMinutes(start) + durationMinutes, minutesPerDay));
}

/** The most days one stretch of time off may cover (a long holiday); a longer one is saved in parts. */
export const maxTimeOffDays = 60;

/** Whole days off cover the day from midnight to midnight, whatever the working hours of that day. */
export const allDaySlot = { start: '00:00', end: '24:00' } as const;

/** How many days `first` to `last` (both 'yyyy-MM-dd', inclusive) cover; 0 when `last` comes first. */
export function daysCovered(first: string, last: string): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return Math.max(0, Math.round(day(last) - day(first)) + 1);
}

/** Every date from `first` to `last`, inclusive, in order. */
export function datesFrom(first: string, last: string): string[] {
  return Array.from({ length: daysCovered(first, last) }, (_, index) => addDays(first, index));
}

/**
 * What a block of time off covers (docs/product.md, "Schedule"): whole days from its date through
 * its last day, or on its one date the start plus the duration.
 */
export function timeOffSpan(block: {
  date: string;
  allDay: boolean;
  through: string;
  start: string;
  durationMinutes: number;
}): { first: string; last: string; start: string; end: string } {
  if (block.allDay) return { first: block.date, last: block.through || block.date, ...allDaySlot };
  return {
    first: block.date,
    last: block.date,
    start: block.start,
    end: blockEndTime(block.start, block.durationMinutes),
  };
}

/** In a slot's start picker, times at or after the slot's end are disabled. */
export function isStartOptionDisabled(option: string, slot: TimeSlot): boolean {
  return toMinutes(option) >= toMinutes(slot.end);
}

/** In a slot's end picker, times at or before the slot's start are disabled. */
export function isEndOptionDisabled(option: string, slot: TimeSlot): boolean {
  return toMinutes(option) <= toMinutes(slot.start);
}

/** The slot added after `previous`: it starts at the previous end and lasts an hour, ending by 22:00. */
export function nextSlot(previous: TimeSlot): TimeSlot {
  const end = Math.min(toMinutes(previous.end) + newSlotMinutes, toMinutes(latestWorkingTime));
  return { start: previous.end, end: fromMinutes(end) };
}

/** A day keeps at least one slot: one can be removed only while there are more. */
export function canRemoveSlot(slots: readonly TimeSlot[]): boolean {
  return slots.length > 1;
}

export function isValidSlot(slot: TimeSlot): boolean {
  return toMinutes(slot.start) < toMinutes(slot.end);
}

/** The enabled days, Monday first, that have a slot which does not start before it ends. */
export function invalidSlotDays(hours: WeeklyAvailability): Weekday[] {
  return weekdays.filter((day) => hours[day].enabled && !hours[day].timeSlots.every(isValidSlot));
}

export const appointmentStatuses = ['scheduled', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export type StatusBadge = { label: string; tone: 'blue' | 'green' | 'red' | 'neutral' };

const statusBadges: Record<AppointmentStatus, StatusBadge> = {
  scheduled: { label: 'Scheduled', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

/** How many past jobs the schedule lists apart from upcoming ones, those to mark completed first. */
export const schedulePastJobs = 5;

/** A job whose day has passed and that the washer has not marked completed yet. */
export const awaitingCompletionBadge: StatusBadge = { label: 'To mark completed', tone: 'blue' };

/** Scheduled blue, completed green, cancelled red; any other status reads 'Unknown'. */
export function appointmentStatusBadge(status: string): StatusBadge {
  return Object.hasOwn(statusBadges, status)
    ? statusBadges[status as AppointmentStatus]
    : { label: 'Unknown', tone: 'neutral' };
}

/** Custom services are named in the washer's own profile, not the catalogue. */
export const customServiceLabel = 'Custom service';

/** An appointment's service ids as the catalogue names them; an id it does not know is shown as it is. */
export function serviceNames(serviceIds: readonly string[]): string[] {
  return serviceIds.map((id) => findCatalogueService(id)?.name ?? (isCustomServiceId(id) ? customServiceLabel : id));
}

// When a washer has room for a job (docs/product.md, "Finding washers", free time): their working
// hours on a day, less their blocked time and their booked jobs with travel time either side. The
// search asks for the earliest start, on a half-hour grid, where the job's whole duration fits
// inside the owner's window. Days, hours and bookings are the washer's wall clock; windows are
// instants, so an owner in another zone (or a day when clocks change) reads the same free time.
import { z } from 'zod';
import { weekdayOf } from './booking';
import { findCatalogueService } from './catalogue';
import { plannedDateSchema } from './schedule-schemas';
import { addDays, canonicalTimeZone, wallClockOf, zonedTimeToInstant } from './schedule-time-zone';
import {
  formatTime12h,
  fromMinutes,
  minutesPerDay,
  timeRange,
  toMinutes,
  type Weekday,
  type WeeklyAvailability,
} from './time-slots';
import type { CustomService, ServiceOffering } from './washer-profile';

/** Travel time kept free before and after each booked job. */
export const travelBufferMinutes = 30;
/** Free starts fall on the half hours of the washer's working slots, like the request form's times. */
export const freeTimeStepMinutes = 30;
/** The earliest free start is at least this long after now: no washer can be at the door sooner. */
export const freeTimeNoticeMinutes = 60;
/** Without a date, cards show the next free start within this many days from today. */
export const freeTimeHorizonDays = 7;
/** The window pickers' times: every half hour of the day. A window whose end is not after its start runs past midnight. */
export const windowTimeOptions = timeRange('00:00', '23:30');

/** A block or a booked job: a date and times of the washer's zone. */
export type DatedSlot = { date: string; start: string; end: string };

export type FreeTimeCalendar = {
  timeZone: string;
  hours: WeeklyAvailability;
  blocks: readonly DatedSlot[];
  appointments: readonly DatedSlot[];
};

/** A stretch of time the owner wants the job to fit in, [from, to). */
export type TimeWindow = { from: Date; to: Date };

export const freeTimeMessages = {
  windowNeedsBoth: 'Choose both the start and the end of the time window, or neither.',
  windowEmpty: 'The time window must not start and end at the same time.',
  unknownTimeZone: 'Unknown time zone.',
} as const;

const windowTime = z.string().refine((time) => windowTimeOptions.includes(time), 'Choose a time on the half hour.');

/** The search's free-time part, as its query string carries it (all optional: without it, cards show the next free start). */
export const freeTimeQueryFields = {
  date: plannedDateSchema.optional(),
  from: windowTime.optional(),
  to: windowTime.optional(),
  /** The owner's zone, in which the date and window are read; the washer's zone when absent. */
  tz: z
    .string()
    .max(64)
    .refine((zone) => canonicalTimeZone(zone) !== null, freeTimeMessages.unknownTimeZone)
    .optional(),
};

/** Whether the query's window is whole: both ends or neither, and not empty. */
export function windowProblem(query: { from?: string | undefined; to?: string | undefined }): string | null {
  if ((query.from === undefined) !== (query.to === undefined)) return freeTimeMessages.windowNeedsBoth;
  if (query.from !== undefined && query.from === query.to) return freeTimeMessages.windowEmpty;
  return null;
}

/**
 * The windows a search looks in: on the owner's date, or on each of the next `days` days from
 * today without one (the search's week unless said); within from–to on each such day (to on the
 * next day when it is not after from), or the whole day without them. Read in the owner's zone.
 */
export function searchWindows(
  query: { date?: string | undefined; from?: string | undefined; to?: string | undefined },
  timeZone: string,
  today: string,
  days = freeTimeHorizonDays,
): TimeWindow[] {
  const dates = query.date ? [query.date] : Array.from({ length: days }, (_, offset) => addDays(today, offset));
  return dates.map((date) => {
    if (query.from === undefined || query.to === undefined)
      return {
        from: zonedTimeToInstant(date, '00:00', timeZone),
        to: zonedTimeToInstant(addDays(date, 1), '00:00', timeZone),
      };
    const endDate = toMinutes(query.to) > toMinutes(query.from) ? date : addDays(date, 1);
    return {
      from: zonedTimeToInstant(date, query.from, timeZone),
      to: zonedTimeToInstant(endDate, query.to, timeZone),
    };
  });
}

/**
 * How long the job takes with this washer: the requested services they offer, each at the
 * duration they set for it, or the catalogue's (or their custom service's) estimate.
 */
export function jobMinutes(
  requested: readonly string[],
  offeredServiceIds: readonly string[],
  offerings: readonly Pick<ServiceOffering, 'serviceId' | 'estimatedMinutes'>[],
  customServices: readonly Pick<CustomService, 'id' | 'estimatedMinutes'>[] = [],
): number {
  return requested
    .filter((id) => offeredServiceIds.includes(id))
    .reduce(
      (total, id) =>
        total +
        (offerings.find((offering) => offering.serviceId === id)?.estimatedMinutes ??
          findCatalogueService(id)?.estimatedMinutes ??
          customServices.find((service) => service.id === id)?.estimatedMinutes ??
          0),
      0,
    );
}

type Range = { start: number; end: number };

/** Up to `limit` starts in [lo, hi) of one working slot, on its half-hour grid, that no busy range touches. */
function startsInSlot(slot: Range, busy: readonly Range[], lo: number, hi: number, minutes: number, limit: number) {
  const aligned = (at: number) =>
    slot.start + Math.max(0, Math.ceil((at - slot.start) / freeTimeStepMinutes)) * freeTimeStepMinutes;
  const starts: number[] = [];
  let start = aligned(Math.max(slot.start, lo));
  while (starts.length < limit && start + minutes <= Math.min(slot.end, hi)) {
    const end = start + minutes;
    const clash = busy.find((range) => range.start < end && start < range.end);
    if (clash) {
      start = aligned(clash.end);
    } else {
      starts.push(start);
      start += freeTimeStepMinutes;
    }
  }
  return starts;
}

/** One day of a window on a zone's wall clock: its date and weekday, and the minutes [lo, hi) of it in the window. */
type WindowDay = { date: string; weekday: Weekday; lo: number; hi: number };

/** Up to `limit` starts (minutes after midnight, earliest first) on one day of the washer's zone between lo and hi. */
function startsOnDate(
  calendar: FreeTimeCalendar,
  { date, weekday, lo, hi }: WindowDay,
  minutes: number,
  limit: number,
) {
  const day = calendar.hours[weekday];
  if (!day.enabled) return [];
  const busy = [
    ...calendar.blocks
      .filter((block) => block.date === date)
      .map((block) => ({ start: toMinutes(block.start), end: toMinutes(block.end) })),
    ...calendar.appointments
      .filter((job) => job.date === date)
      .map((job) => ({
        start: toMinutes(job.start) - travelBufferMinutes,
        end: toMinutes(job.end) + travelBufferMinutes,
      })),
  ];
  return day.timeSlots
    .flatMap((slot) =>
      startsInSlot({ start: toMinutes(slot.start), end: toMinutes(slot.end) }, busy, lo, hi, minutes, limit),
    )
    .sort((a, b) => a - b)
    .slice(0, limit);
}

/** The day's minutes count whole minutes: 10:00:31 must read as 10:01, or a start at 10:00 would pass. */
const upToWholeMinute = (epochMs: number) => new Date(Math.ceil(epochMs / 60_000) * 60_000);

/**
 * A search's free-time question, asked of many washers: `earliest(calendar, minutes)` is the
 * earliest instant at which that washer can start a job of `minutes` that fits inside one of
 * `windows` (taken in order) and starts no sooner than `notBefore`, or null when none has room;
 * `starts` lists such instants. Washers share
 * a few zones and start times, so the days of the windows on each zone's wall clock are worked out
 * once per search, not once per washer.
 */
export function freeTimeFinder(windows: readonly TimeWindow[], notBefore: Date) {
  const daysByZone = new Map<string, WindowDay[]>();
  const windowDays = (timeZone: string) => {
    let days = daysByZone.get(timeZone);
    if (!days) {
      days = windows
        .map((window) => ({
          from: upToWholeMinute(Math.max(window.from.getTime(), notBefore.getTime())),
          to: window.to,
        }))
        .filter(({ from, to }) => from < to)
        .flatMap(({ from, to }) => {
          const first = wallClockOf(from, timeZone);
          const last = wallClockOf(to, timeZone);
          const inWindow: WindowDay[] = [];
          for (let date = first.date; date <= last.date; date = addDays(date, 1)) {
            const lo = date === first.date ? first.minutes : 0;
            const hi = date === last.date ? last.minutes : minutesPerDay;
            inWindow.push({ date, weekday: weekdayOf(date), lo, hi });
          }
          return inWindow;
        });
      daysByZone.set(timeZone, days);
    }
    return days;
  };

  /** Up to `perDay` starts a day and `limit` in all, earliest first. */
  const starts = (calendar: FreeTimeCalendar, minutes: number, perDay: number, limit: number): Date[] => {
    const found: Date[] = [];
    if (minutes <= 0) return found;
    for (const day of windowDays(calendar.timeZone)) {
      if (found.length >= limit) break;
      const onDay = startsOnDate(calendar, day, minutes, Math.min(perDay, limit - found.length));
      found.push(...onDay.map((start) => zonedTimeToInstant(day.date, fromMinutes(start), calendar.timeZone)));
    }
    return found;
  };
  return {
    starts,
    earliest: (calendar: FreeTimeCalendar, minutes: number): Date | null => starts(calendar, minutes, 1, 1)[0] ?? null,
  };
}

/** One washer's earliest free start (freeTimeFinder, for a single calendar). */
export function earliestFreeStart(
  calendar: FreeTimeCalendar,
  windows: readonly TimeWindow[],
  minutes: number,
  notBefore: Date,
): Date | null {
  return freeTimeFinder(windows, notBefore).earliest(calendar, minutes);
}

/** The card's line for a washer without room in the next week. */
export const noFreeTimeLabel = 'No free time this week';

/**
 * The card's line, in `timeZone` (the owner's): 'Free today 2:30 PM', 'Free tomorrow 9:00 AM',
 * 'Free Tue 10:30 AM' within the week, 'Free Dec 14, 10:30 AM' further out.
 */
export function freeStartLabel(start: Date, now: Date, timeZone: string): string {
  const at = wallClockOf(start, timeZone);
  const today = wallClockOf(now, timeZone).date;
  const time = formatTime12h(fromMinutes(at.minutes));
  if (at.date === today) return `Free today ${time}`;
  if (at.date === addDays(today, 1)) return `Free tomorrow ${time}`;
  if (at.date < addDays(today, freeTimeHorizonDays)) {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(start);
    return `Free ${weekday} ${time}`;
  }
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(start);
  return `Free ${day}, ${time}`;
}

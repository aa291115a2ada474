// What the /providers wizard carries into Your Request (docs/product.md, "Finding washers"): the
// search's time window and a card's free start are times of any half hour (or, read in the owner's
// zone, of any minute), while a request asks for one of requestTimeSlots. These rules pick the
// request time that honours what the owner searched or clicked.
import { addDays, wallClockOf } from './schedule-time-zone';
import { fromMinutes, requestTimeSlots, toMinutes } from './time-slots';

/** The first request time at or after `time` ('HH:mm') on the same day, or null when it is past the last one. */
export function requestTimeAtOrAfter(time: string): string | null {
  const at = toMinutes(time);
  return requestTimeSlots.find((slot) => toMinutes(slot) >= at) ?? null;
}

/**
 * Your Request's time for a search window from–to on the search's day: the first request time at
 * or after `from` that is still inside the window (before `to`, or before midnight for a window
 * running past it), or null when the window holds none (then the owner picks one).
 */
export function requestTimeForWindow(window: { from: string; to: string }): string | null {
  const time = requestTimeAtOrAfter(window.from);
  if (time === null) return null;
  const runsPastMidnight = toMinutes(window.to) <= toMinutes(window.from);
  return runsPastMidnight || toMinutes(time) < toMinutes(window.to) ? time : null;
}

/**
 * Your Request's date and time for a washer's free start read on the owner's clock: the first
 * request date and time at or after it (the same day at a later half hour, or the next morning's
 * first time when it is past the day's last one).
 */
export function requestSlotAtOrAfter(date: string, time: string): { date: string; time: string } {
  const sameDay = requestTimeAtOrAfter(time);
  if (sameDay !== null) return { date, time: sameDay };
  const [first] = requestTimeSlots;
  if (first === undefined) throw new Error('requestTimeSlots is empty');
  return { date: addDays(date, 1), time: first };
}

/** requestSlotAtOrAfter for an instant (a card's free start), read on the clock of `timeZone` (the owner's). */
export function requestSlotForStart(start: Date, timeZone: string): { date: string; time: string } {
  const clock = wallClockOf(start, timeZone);
  return requestSlotAtOrAfter(clock.date, fromMinutes(clock.minutes));
}

import { wallClockOf } from '../schedule-time-zone';
import { fromMinutes, toMinutes } from '../time-slots';

// For tests that need a job to start within about a minute (to complete it, to capture its price):
// the server's tests and the journeys book one the same way.

/** Working hours that such a job's washer keeps every day. */
export const soonStartHours = { opens: '06:00', closes: '22:00' } as const;

// Between 06:00 and 22:00 in one of these zones' clocks, whatever the hour in UTC.
const zones = ['UTC', 'Asia/Tokyo'] as const;

export type SoonStart = { timeZone: string; date: string; time: string; startsAt: Date };

/**
 * The first whole minute at least `leadMs` after `now`, in the first zone whose working day
 * (`soonStartHours`) holds a job of `jobMinutes` from then: the washer's schedule takes that zone.
 */
export function soonStart(now: Date, { leadMs, jobMinutes }: { leadMs: number; jobMinutes: number }): SoonStart {
  const minuteMs = 60_000;
  const startsAt = new Date(Math.ceil((now.getTime() + leadMs) / minuteMs) * minuteMs);
  for (const timeZone of zones) {
    const { date, minutes } = wallClockOf(startsAt, timeZone);
    if (minutes >= toMinutes(soonStartHours.opens) && minutes + jobMinutes <= toMinutes(soonStartHours.closes))
      return { timeZone, date, time: fromMinutes(minutes), startsAt };
  }
  throw new Error(`no zone has working hours at ${startsAt.toISOString()}`);
}

import { sql } from 'drizzle-orm';
import type { DatedSlot, FreeTimeCalendar } from '@sudsy/domain/free-time';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import { appointments, blockedTimes, washerSchedules } from '../../db/schema';

type CalendarRow = {
  washerId: string;
  hours: WeeklyAvailability | null;
  timeZone: string | null;
  /** [date, start, end] triples, as compact as JSON allows. */
  blocks: [string, string, string][];
  jobs: [string, string, string][];
};

const slotsOf = (triples: readonly [string, string, string][]): DatedSlot[] =>
  triples.map(([date, start, end]) => ({ date, start, end }));

/**
 * The calendars of many washers between two dates (inclusive), in one statement whatever their
 * number: each washer's hours and zone, their blocks and their booked (not cancelled) jobs, each
 * read on its (washer, date) index and packed as JSON. A search pays one round trip for them, not
 * three or one per washer. A washer who never saved a schedule has the default hours and zone.
 */
export async function calendarsOf(
  db: Pick<Db, 'execute'>,
  washerIds: readonly string[],
  firstDate: string,
  lastDate: string,
): Promise<Map<string, FreeTimeCalendar>> {
  const calendars = new Map<string, FreeTimeCalendar>();
  if (washerIds.length === 0) return calendars;
  const result = await db.execute(sql`select ids.id as "washerId",
      ${washerSchedules.weeklyHours} as "hours", ${washerSchedules.timeZone} as "timeZone",
      coalesce((select json_agg(json_build_array(${blockedTimes.date}, ${blockedTimes.startTime}, ${blockedTimes.endTime}))
        from ${blockedTimes} where ${blockedTimes.washerId} = ids.id
          and ${blockedTimes.date} between ${firstDate} and ${lastDate}), '[]') as "blocks",
      coalesce((select json_agg(json_build_array(${appointments.serviceDate}, ${appointments.startTime}, ${appointments.endTime}))
        from ${appointments} where ${appointments.washerId} = ids.id
          and ${appointments.serviceDate} between ${firstDate} and ${lastDate}
          and ${appointments.status} <> 'cancelled'), '[]') as "jobs"
    from unnest(${textArray(washerIds)}) as ids(id)
    left join ${washerSchedules} on ${washerSchedules.washerId} = ids.id`);
  for (const row of result.rows as CalendarRow[]) {
    calendars.set(row.washerId, {
      timeZone: row.timeZone ?? defaultTimeZone,
      hours: row.hours ?? initialWorkingHours,
      blocks: slotsOf(row.blocks),
      appointments: slotsOf(row.jobs),
    });
  }
  return calendars;
}

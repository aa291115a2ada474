import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DatedSlot, FreeTimeCalendar } from '@sudsy/domain/free-time';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import { appointments, blockedTimes, washerSchedules } from '../../db/schema';

/** The raw columns calendarColumns reads. */
export type CalendarColumns = {
  /** [weekly hours, time zone], or null for a washer who never saved a schedule. */
  schedule: [WeeklyAvailability, string] | null;
  /** [date, start, end] triples, as compact as JSON allows. */
  blocks: [string, string, string][];
  jobs: [string, string, string][];
};

const slotsOf = (triples: readonly [string, string, string][]): DatedSlot[] =>
  triples.map(([date, start, end]) => ({ date, start, end }));

/**
 * A washer's calendar between two dates (inclusive) as columns of a query over washers, for the
 * washer whose id `washerId` names (an SQL expression): their hours and zone, their blocks and
 * their booked (not cancelled) jobs, each read on its (washer, date) index and packed as JSON.
 * calendarOf reads them.
 */
export function calendarColumns(washerId: SQLWrapper, firstDate: string, lastDate: string): SQL {
  return sql`(select json_build_array(${washerSchedules.weeklyHours}, ${washerSchedules.timeZone}) from ${washerSchedules}
        where ${washerSchedules.washerId} = ${washerId}) as "schedule",
      coalesce((select json_agg(json_build_array(${blockedTimes.date}, ${blockedTimes.startTime}, ${blockedTimes.endTime}))
        from ${blockedTimes} where ${blockedTimes.washerId} = ${washerId}
          and ${blockedTimes.date} between ${firstDate} and ${lastDate}), '[]') as "blocks",
      coalesce((select json_agg(json_build_array(${appointments.serviceDate}, ${appointments.startTime}, ${appointments.endTime}))
        from ${appointments} where ${appointments.washerId} = ${washerId}
          and ${appointments.serviceDate} between ${firstDate} and ${lastDate}
          and ${appointments.status} <> 'cancelled'), '[]') as "jobs"`;
}

/** A washer who never saved a schedule has the default hours and zone. */
export function calendarOf({ schedule, blocks, jobs }: CalendarColumns): FreeTimeCalendar {
  return {
    timeZone: schedule?.[1] ?? defaultTimeZone,
    hours: schedule?.[0] ?? initialWorkingHours,
    blocks: slotsOf(blocks),
    appointments: slotsOf(jobs),
  };
}

/**
 * The calendars of many washers between two dates (inclusive), in one statement whatever their
 * number (calendarColumns): a search or a series pays one round trip for them, not three or one
 * per washer.
 */
export async function calendarsOf(
  db: Pick<Db, 'execute'>,
  washerIds: readonly string[],
  firstDate: string,
  lastDate: string,
): Promise<Map<string, FreeTimeCalendar>> {
  const calendars = new Map<string, FreeTimeCalendar>();
  if (washerIds.length === 0) return calendars;
  const result = await db.execute(sql`select ids.id as "washerId", ${calendarColumns(sql`ids.id`, firstDate, lastDate)}
    from unnest(${textArray(washerIds)}) as ids(id)`);
  for (const row of result.rows as (CalendarColumns & { washerId: string })[])
    calendars.set(row.washerId, calendarOf(row));
  return calendars;
}

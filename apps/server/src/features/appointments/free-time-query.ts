import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DatedSlot, FreeTimeCalendar } from '@sudsy/domain/free-time';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import { idIn, type IdFilter, type JoinedColumns } from '../../db/id-filter';
import { appointments } from './schema';
import { blockedTimes, washerSchedules } from '../schedule/schema';

/** The raw columns calendarJoin gives. */
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
 * A washer's calendar between two dates (inclusive) as the columns "schedule", "blocks" and "jobs"
 * of a query over washers, joined on `washerId` for the washers `which` names: their hours and
 * zone, their blocks and their booked (not cancelled) jobs, each read on its (washer, date) index
 * and packed as JSON. calendarOf reads them.
 */
export function calendarJoin(
  washerId: SQLWrapper,
  which: IdFilter,
  firstDate: string,
  lastDate: string,
): JoinedColumns {
  return {
    columns: sql`washer_hours.schedule as "schedule", coalesce(washer_blocks.blocks, '[]') as "blocks",
      coalesce(washer_jobs.jobs, '[]') as "jobs"`,
    joins: sql`left join (select ${washerSchedules.washerId} as washer_id,
          json_build_array(${washerSchedules.weeklyHours}, ${washerSchedules.timeZone}) as schedule
        from ${washerSchedules} where ${which(washerSchedules.washerId)}) washer_hours
        on washer_hours.washer_id = ${washerId}
      left join (select ${blockedTimes.washerId} as washer_id,
          json_agg(json_build_array(${blockedTimes.date}, ${blockedTimes.startTime}, ${blockedTimes.endTime})) as blocks
        from ${blockedTimes} where ${which(blockedTimes.washerId)}
          and ${blockedTimes.date} between ${firstDate} and ${lastDate}
        group by ${blockedTimes.washerId}) washer_blocks on washer_blocks.washer_id = ${washerId}
      left join (select ${appointments.washerId} as washer_id,
          json_agg(json_build_array(${appointments.serviceDate}, ${appointments.startTime}, ${appointments.endTime})) as jobs
        from ${appointments} where ${which(appointments.washerId)}
          and ${appointments.serviceDate} between ${firstDate} and ${lastDate} and ${appointments.status} <> 'cancelled'
        group by ${appointments.washerId}) washer_jobs on washer_jobs.washer_id = ${washerId}`,
  };
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
 * number (calendarJoin): a search or a series pays one round trip for them, not three or one
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
  const calendar = calendarJoin(sql`ids.id`, idIn(washerIds), firstDate, lastDate);
  const result = await db.execute(sql`select ids.id as "washerId", ${calendar.columns}
    from unnest(${textArray(washerIds)}) as ids(id) ${calendar.joins}`);
  for (const row of result.rows as (CalendarColumns & { washerId: string })[])
    calendars.set(row.washerId, calendarOf(row));
  return calendars;
}

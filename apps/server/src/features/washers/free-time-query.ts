import { and, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DatedSlot, FreeTimeCalendar } from '@sudsy/domain/free-time';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { appointments, blockedTimes, washerSchedules } from '../../db/schema';

/**
 * The calendars of many washers between two dates (inclusive), in one batched pass: three
 * queries whatever the number of washers, each on its (washer, date) index. A washer who never
 * saved a schedule has the default hours and zone.
 */
export async function calendarsOf(
  db: Db,
  washerIds: readonly string[],
  firstDate: string,
  lastDate: string,
): Promise<Map<string, FreeTimeCalendar>> {
  const calendars = new Map<string, FreeTimeCalendar>();
  if (washerIds.length === 0) return calendars;
  const ids = [...washerIds];
  const schedules = await db
    .select({
      washerId: washerSchedules.washerId,
      hours: washerSchedules.weeklyHours,
      timeZone: washerSchedules.timeZone,
    })
    .from(washerSchedules)
    .where(inArray(washerSchedules.washerId, ids));
  const blocks = await db
    .select({
      washerId: blockedTimes.washerId,
      date: blockedTimes.date,
      start: blockedTimes.startTime,
      end: blockedTimes.endTime,
    })
    .from(blockedTimes)
    .where(
      and(inArray(blockedTimes.washerId, ids), gte(blockedTimes.date, firstDate), lte(blockedTimes.date, lastDate)),
    );
  const booked = await db
    .select({
      washerId: appointments.washerId,
      date: appointments.serviceDate,
      start: appointments.startTime,
      end: appointments.endTime,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.washerId, ids),
        gte(appointments.serviceDate, firstDate),
        lte(appointments.serviceDate, lastDate),
        ne(appointments.status, 'cancelled'),
      ),
    );

  const schedulesById = new Map(schedules.map((row) => [row.washerId, row]));
  const group = (rows: readonly (DatedSlot & { washerId: string })[]) => {
    const byWasher = new Map<string, DatedSlot[]>();
    for (const { washerId, ...slot } of rows) {
      const slots = byWasher.get(washerId);
      if (slots) slots.push(slot);
      else byWasher.set(washerId, [slot]);
    }
    return byWasher;
  };
  const blocksById = group(blocks);
  const bookedById = group(booked);
  for (const id of ids) {
    const schedule = schedulesById.get(id);
    calendars.set(id, {
      timeZone: schedule?.timeZone ?? defaultTimeZone,
      hours: schedule?.hours ?? initialWorkingHours,
      blocks: blocksById.get(id) ?? [],
      appointments: bookedById.get(id) ?? [],
    });
  }
  return calendars;
}

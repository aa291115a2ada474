import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WorkingHours } from '@sudsy/domain/schedule-schemas';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { washerSchedules } from './schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

// The washer's schedule row: working hours, time zone and the calendar feed's secret.

export function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

type ScheduleRow = typeof washerSchedules.$inferSelect;

async function findSchedule(db: Executor, washerId: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(washerSchedules).where(eq(washerSchedules.washerId, washerId));
  return row;
}

/**
 * The washer's schedule row, created with the defaults (and `timeZone`, the browser's, when given)
 * the first time anything is saved. Later saves keep the stored zone.
 */
export async function ensureSchedule(
  db: Executor,
  washerId: string,
  timeZone: string | undefined,
): Promise<ScheduleRow> {
  await db
    .insert(washerSchedules)
    .values({
      washerId,
      weeklyHours: initialWorkingHours,
      timeZone: timeZone ?? defaultTimeZone,
      calendarFeedSecret: newFeedSecret(),
    })
    .onConflictDoNothing({ target: washerSchedules.washerId });
  const row = await findSchedule(db, washerId);
  if (!row) throw new Error(`schedule of ${washerId} vanished after insert`);
  return row;
}

/** The washer's schedule time zone: the default until they save a schedule. */
export async function timeZoneOf(db: Executor, washerId: string): Promise<string> {
  return (await findSchedule(db, washerId))?.timeZone ?? defaultTimeZone;
}

export async function getWorkingHours(db: Db, washer: Washer): Promise<WorkingHours> {
  const row = await findSchedule(db, washer.id);
  return { hours: row?.weeklyHours ?? initialWorkingHours, timeZone: row?.timeZone ?? defaultTimeZone };
}

export async function saveWorkingHours(
  db: Db,
  washer: Washer,
  input: { hours: WeeklyAvailability; timeZone?: string | undefined },
): Promise<WorkingHours> {
  return db.transaction(async (tx) => {
    await ensureSchedule(tx, washer.id, input.timeZone);
    const [row] = await tx
      .update(washerSchedules)
      .set({ weeklyHours: input.hours })
      .where(eq(washerSchedules.washerId, washer.id))
      .returning();
    if (!row) throw new Error(`schedule of ${washer.id} vanished during update`);
    return { hours: row.weeklyHours, timeZone: row.timeZone };
  });
}

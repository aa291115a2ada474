import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { scheduleInputMessages, scheduleToasts } from '@sudsy/domain/schedule-messages';
import { blockEndTime, findOverlap } from '@sudsy/domain/schedule-rules';
import type { BlockedTime, BlockTimeOff } from '@sudsy/domain/schedule-schemas';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { AppError, conflict, invalidFields, notFound } from '../../http/app-error';
import { ensureSchedule, timeZoneOf } from './hours-service';
import { blockedTimes, washerSchedules } from './schema';

/** Caps the blocks of one answer: a schedule never needs more, and an answer stays small. */
const upcomingLimit = 500;

type BlockRow = typeof blockedTimes.$inferSelect;

function toBlockedTime(row: BlockRow): BlockedTime {
  return { id: row.id, date: row.date, start: row.startTime, end: row.endTime, reason: row.reason };
}

/** The washer's blocks from today on, in date and time order. */
export async function listBlocks(db: Db, washer: Washer): Promise<BlockedTime[]> {
  const today = dateInTimeZone(new Date(), await timeZoneOf(db, washer.id));
  const rows = await db
    .select()
    .from(blockedTimes)
    .where(and(eq(blockedTimes.washerId, washer.id), gte(blockedTimes.date, today)))
    .orderBy(asc(blockedTimes.date), asc(blockedTimes.startTime))
    .limit(upcomingLimit);
  return rows.map(toBlockedTime);
}

/** The times of a washer's appointments (not cancelled) on a date, read in the caller's transaction. */
export type BookedTimesOn = (
  db: Pick<Db, 'select'>,
  washerId: string,
  date: string,
) => Promise<{ start: string; end: string }[]>;

const scheduleConflict = () => new AppError(409, 'schedule_conflict', scheduleToasts.conflict.description);

/**
 * Blocks time off under `id`, replacing the washer's block of that id if there is one. Refused
 * when it overlaps another of their blocks or a (not cancelled) appointment on that date, or
 * when the date has passed in their zone. Another washer's id answers 404.
 */
export async function saveBlock(
  db: Db,
  bookedTimesOn: BookedTimesOn,
  washer: Washer,
  id: string,
  input: BlockTimeOff,
  now = new Date(),
): Promise<BlockedTime> {
  const end = blockEndTime(input.start, input.durationMinutes);
  return db.transaction(async (tx) => {
    const schedule = await ensureSchedule(tx, washer.id, input.timeZone);
    // Holding the washer's schedule row makes concurrent saves of one washer check overlaps in turn.
    await tx
      .select({ id: washerSchedules.washerId })
      .from(washerSchedules)
      .where(eq(washerSchedules.washerId, washer.id))
      .for('update');

    const [existing] = await tx
      .select({ washerId: blockedTimes.washerId })
      .from(blockedTimes)
      .where(eq(blockedTimes.id, id));
    if (existing && existing.washerId !== washer.id) throw notFound();
    const today = dateInTimeZone(now, schedule.timeZone);
    if (input.date < today) throw invalidFields({ date: scheduleInputMessages.pastDate });
    if (!existing) {
      const [ahead] = await tx
        .select({ total: count() })
        .from(blockedTimes)
        .where(and(eq(blockedTimes.washerId, washer.id), gte(blockedTimes.date, today)));
      if ((ahead?.total ?? 0) >= userCaps.upcomingBlocks) throw conflict(limitMessages.upcomingBlocks, 'limit_reached');
    }

    const sameDay = await tx
      .select({ start: blockedTimes.startTime, end: blockedTimes.endTime })
      .from(blockedTimes)
      .where(and(eq(blockedTimes.washerId, washer.id), eq(blockedTimes.date, input.date), ne(blockedTimes.id, id)));
    const booked = await bookedTimesOn(tx, washer.id, input.date);
    if (findOverlap({ start: input.start, end }, [...sameDay, ...booked])) throw scheduleConflict();

    const values = { date: input.date, startTime: input.start, endTime: end, reason: input.reason };
    const [row] = await tx
      .insert(blockedTimes)
      .values({ id, washerId: washer.id, ...values })
      .onConflictDoUpdate({ target: blockedTimes.id, set: values, setWhere: eq(blockedTimes.washerId, washer.id) })
      .returning();
    if (!row) throw notFound();
    return toBlockedTime(row);
  });
}

export async function deleteBlock(db: Db, washer: Washer, id: string): Promise<void> {
  const deleted = await db
    .delete(blockedTimes)
    .where(and(eq(blockedTimes.id, id), eq(blockedTimes.washerId, washer.id)))
    .returning({ id: blockedTimes.id });
  if (deleted.length === 0) throw notFound();
}

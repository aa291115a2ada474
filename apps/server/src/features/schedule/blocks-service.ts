import { randomUUID } from 'node:crypto';
import { and, asc, between, countDistinct, eq, gte, ne, or, sql } from 'drizzle-orm';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { jobClashMessage, scheduleInputMessages, timeOffClashMessage } from '@sudsy/domain/schedule-messages';
import { datesFrom, overlaps, timeOffSpan } from '@sudsy/domain/schedule-rules';
import type { BlockedTime, BlockTimeOff } from '@sudsy/domain/schedule-schemas';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { AppError, conflict, invalidFields, notFound } from '../../http/app-error';
import { ensureSchedule, timeZoneOf } from './hours-service';
import { blockedTimes, washerSchedules } from './schema';

/** Caps the blocks of one answer: a schedule never needs more, and an answer stays small. */
const upcomingLimit = 500;

/** A block's id as the washer knows it: the stretch's for whole days over several days, else the row's own. */
const blockId = sql<string>`coalesce(${blockedTimes.groupId}, ${blockedTimes.id})`;

/** The rows of the washer's block `id`: the block itself, or every day of the stretch it names. */
const rowsOfBlock = (id: string) => or(eq(blockedTimes.id, id), eq(blockedTimes.groupId, id));

/**
 * The washer's blocks from today on, in date and time order; whole days over several days are one
 * item from the first day still to come to the last (docs/product.md, "Schedule").
 */
export async function listBlocks(db: Db, washer: Washer): Promise<BlockedTime[]> {
  const today = dateInTimeZone(new Date(), await timeZoneOf(db, washer.id));
  const first = sql<string>`to_char(min(${blockedTimes.date}), 'YYYY-MM-DD')`;
  const start = sql<string>`min(${blockedTimes.startTime})`;
  const rows = await db
    .select({
      id: blockId,
      date: first,
      through: sql<string>`to_char(max(${blockedTimes.date}), 'YYYY-MM-DD')`,
      allDay: sql<boolean>`bool_or(${blockedTimes.allDay})`,
      start,
      end: sql<string>`max(${blockedTimes.endTime})`,
      reason: sql<string>`min(${blockedTimes.reason})`,
    })
    .from(blockedTimes)
    .where(and(eq(blockedTimes.washerId, washer.id), gte(blockedTimes.date, today)))
    .groupBy(blockId)
    .orderBy(asc(first), asc(start))
    .limit(upcomingLimit);
  return rows.map((row) => ({ ...row, id: String(row.id), allDay: Boolean(row.allDay) }));
}

/** A washer's appointments (not cancelled) between two dates, read in the caller's transaction. */
export type JobsBetween = (
  db: Pick<Db, 'select'>,
  washerId: string,
  first: string,
  last: string,
) => Promise<{ date: string; start: string; end: string; ownerName: string }[]>;

const scheduleConflict = (message: string) => new AppError(409, 'schedule_conflict', message);

/**
 * Blocks time off under `id`, replacing the washer's block of that id if there is one: a block
 * within a day, or whole days from its date through its last day, one row per day. Refused with a
 * 409 naming the clash when it overlaps another of their blocks or a (not cancelled) appointment,
 * or when the date has passed in their zone. Another washer's id answers 404.
 */
export async function saveBlock(
  db: Db,
  jobsBetween: JobsBetween,
  washer: Washer,
  id: string,
  input: BlockTimeOff,
  now = new Date(),
): Promise<BlockedTime> {
  const span = timeOffSpan(input);
  const days = datesFrom(span.first, span.last);
  return db.transaction(async (tx) => {
    const schedule = await ensureSchedule(tx, washer.id, input.timeZone);
    // Holding the washer's schedule row makes concurrent saves of one washer check overlaps in turn.
    await tx
      .select({ id: washerSchedules.washerId })
      .from(washerSchedules)
      .where(eq(washerSchedules.washerId, washer.id))
      .for('update');

    const existing = await tx.select({ washerId: blockedTimes.washerId }).from(blockedTimes).where(rowsOfBlock(id));
    if (existing.some((row) => row.washerId !== washer.id)) throw notFound();
    const today = dateInTimeZone(now, schedule.timeZone);
    if (input.date < today) throw invalidFields({ date: scheduleInputMessages.pastDate });
    if (existing.length === 0) {
      // A stretch of days counts once, as the washer sees it in the list.
      const [ahead] = await tx
        .select({ total: countDistinct(blockId) })
        .from(blockedTimes)
        .where(and(eq(blockedTimes.washerId, washer.id), gte(blockedTimes.date, today)));
      if ((ahead?.total ?? 0) >= userCaps.upcomingBlocks) throw conflict(limitMessages.upcomingBlocks, 'limit_reached');
    }

    const slot = { start: span.start, end: span.end };
    const jobs = await jobsBetween(tx, washer.id, span.first, span.last);
    const job = jobs.find((other) => overlaps(slot, other));
    if (job) throw scheduleConflict(jobClashMessage(job));
    const others = await tx
      .select({
        date: blockedTimes.date,
        start: blockedTimes.startTime,
        end: blockedTimes.endTime,
        allDay: blockedTimes.allDay,
      })
      .from(blockedTimes)
      .where(
        and(
          eq(blockedTimes.washerId, washer.id),
          between(blockedTimes.date, span.first, span.last),
          ne(blockedTimes.id, id),
          or(sql`${blockedTimes.groupId} is null`, ne(blockedTimes.groupId, id)),
        ),
      )
      .orderBy(asc(blockedTimes.date), asc(blockedTimes.startTime));
    const other = others.find((block) => overlaps(slot, block));
    if (other) throw scheduleConflict(timeOffClashMessage(other));

    await tx.delete(blockedTimes).where(and(rowsOfBlock(id), eq(blockedTimes.washerId, washer.id)));
    const groupId = days.length > 1 ? id : null;
    const rows = days.map((date, index) => ({
      id: index === 0 ? id : randomUUID(),
      groupId,
      washerId: washer.id,
      date,
      allDay: input.allDay,
      startTime: span.start,
      endTime: span.end,
      reason: input.reason,
    }));
    // Another washer saving the same id at the same moment takes it first: theirs, so a 404 here.
    const inserted = await tx
      .insert(blockedTimes)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: blockedTimes.id });
    if (inserted.length !== rows.length) throw notFound();
    return {
      id,
      date: span.first,
      through: span.last,
      allDay: input.allDay,
      start: span.start,
      end: span.end,
      reason: input.reason,
    };
  });
}

/** Removes the washer's block `id`, every day of it for whole days over several days. */
export async function deleteBlock(db: Db, washer: Washer, id: string): Promise<void> {
  const deleted = await db
    .delete(blockedTimes)
    .where(and(rowsOfBlock(id), eq(blockedTimes.washerId, washer.id)))
    .returning({ id: blockedTimes.id });
  if (deleted.length === 0) throw notFound();
}

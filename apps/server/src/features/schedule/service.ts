import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { scheduleInputMessages, scheduleToasts } from '@sudsy/domain/schedule-messages';
import {
  blockEndTime,
  blockedTimeTitle,
  findOverlap,
  schedulePastJobs,
  serviceNames,
} from '@sudsy/domain/schedule-rules';
import type {
  Appointment,
  BlockedTime,
  BlockTimeOff,
  ScheduleAppointments,
  WorkingHours,
} from '@sudsy/domain/schedule-schemas';
import { addDays, dateInTimeZone, defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { AppError, conflict, invalidFields, notFound } from '../../http/app-error';
import { renderCalendar, type CalendarEvent } from './ical';
import { appointments } from '../appointments/schema';
import { appointmentView, type AppointmentRow } from '../appointments';
import { blockedTimes, washerSchedules } from './schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** How far back the calendar feed reaches, so subscribers still see the recent past. */
export const feedHistoryDays = 90;
/** Caps on rows per answer: a schedule never needs more, and an answer stays small. */
const upcomingLimit = 500;
const feedLimit = 2000;

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

export const scheduleConflict = () => new AppError(409, 'schedule_conflict', scheduleToasts.conflict.description);

/**
 * Blocks time off under `id`, replacing the washer's block of that id if there is one. Refused
 * when it overlaps another of their blocks or a (not cancelled) appointment on that date, or
 * when the date has passed in their zone. Another washer's id answers 404.
 */
export async function saveBlock(
  db: Db,
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
    const booked = await tx
      .select({ start: appointments.startTime, end: appointments.endTime })
      .from(appointments)
      .where(
        and(
          eq(appointments.washerId, washer.id),
          eq(appointments.serviceDate, input.date),
          ne(appointments.status, 'cancelled'),
        ),
      );
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

/**
 * The washer's appointments of today and later, today being the date in their zone, and apart
 * from them their latest past jobs that were not cancelled: the ones still to mark completed
 * first, then the completed ones.
 */
export async function listAppointments(db: Db, washer: Washer, now = new Date()): Promise<ScheduleAppointments> {
  const timeZone = await timeZoneOf(db, washer.id);
  const today = dateInTimeZone(now, timeZone);
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.washerId, washer.id), gte(appointments.serviceDate, today)))
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime))
    .limit(upcomingLimit);
  const past = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washer.id),
        lt(appointments.serviceDate, today),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(
      desc(sql`${appointments.status} = 'scheduled'`),
      desc(appointments.serviceDate),
      desc(appointments.startTime),
    )
    .limit(schedulePastJobs);
  return { today, timeZone, appointments: rows.map(appointmentView), past: past.map(appointmentView) };
}

/** One of the washer's appointments; anyone else's is 404, as if it did not exist. */
export async function getAppointment(db: Db, washer: Washer, id: string): Promise<Appointment> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.washerId, washer.id)));
  if (!row) throw notFound();
  return appointmentView(row);
}

export function calendarFeedUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}/api/calendar/${secret}.ics`;
}

export async function getCalendarFeed(
  db: Db,
  washer: Washer,
  publicUrl: string,
  timeZone?: string,
): Promise<{ url: string }> {
  const row = await ensureSchedule(db, washer.id, timeZone);
  return { url: calendarFeedUrl(publicUrl, row.calendarFeedSecret) };
}

/** A new secret: the old feed URL stops working at once. */
export async function regenerateCalendarFeed(db: Db, washer: Washer, publicUrl: string): Promise<{ url: string }> {
  return db.transaction(async (tx) => {
    await ensureSchedule(tx, washer.id, undefined);
    const [row] = await tx
      .update(washerSchedules)
      .set({ calendarFeedSecret: newFeedSecret() })
      .where(eq(washerSchedules.washerId, washer.id))
      .returning();
    if (!row) throw new Error(`schedule of ${washer.id} vanished during update`);
    return { url: calendarFeedUrl(publicUrl, row.calendarFeedSecret) };
  });
}

/** Summary of an appointment in a calendar app: what, then for whom. */
function appointmentSummary(row: AppointmentRow): string {
  const names = serviceNames(row.services);
  return `${names.length > 0 ? names.join(', ') : 'Car wash'} – ${row.ownerName}`;
}

/** The feed behind `secret`, or null when no washer has that secret (any more). */
export async function renderCalendarFeed(db: Db, secret: string, now = new Date()): Promise<string | null> {
  const [schedule] = await db.select().from(washerSchedules).where(eq(washerSchedules.calendarFeedSecret, secret));
  if (!schedule) return null;
  const { washerId, timeZone } = schedule;
  const since = addDays(dateInTimeZone(now, timeZone), -feedHistoryDays);
  const instant = (date: string, time: string) => zonedTimeToInstant(date, time, timeZone);

  const appointmentRows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.washerId, washerId), gte(appointments.serviceDate, since)))
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime))
    .limit(feedLimit);
  const blockRows = await db
    .select()
    .from(blockedTimes)
    .where(and(eq(blockedTimes.washerId, washerId), gte(blockedTimes.date, since)))
    .orderBy(asc(blockedTimes.date), asc(blockedTimes.startTime))
    .limit(feedLimit);

  const events: CalendarEvent[] = [
    ...appointmentRows.map((row): CalendarEvent => ({
      uid: `appointment-${row.id}@sudsy`,
      start: instant(row.serviceDate, row.startTime),
      end: instant(row.serviceDate, row.endTime),
      summary: appointmentSummary(row),
      description: [
        `Customer: ${row.ownerName}`,
        `Vehicle: ${row.vehicleDescription}`,
        `Services: ${serviceNames(row.services).join(', ')}`,
      ].join('\n'),
      location: row.address,
      status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    })),
    ...blockRows.map((row): CalendarEvent => ({
      uid: `block-${row.id}@sudsy`,
      start: instant(row.date, row.startTime),
      end: instant(row.date, row.endTime),
      summary: row.reason || blockedTimeTitle,
      status: 'CONFIRMED',
    })),
  ];
  return renderCalendar({ name: 'Sudsy schedule', timeZone, events, now });
}

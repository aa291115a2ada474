import { and, asc, between, eq, ne } from 'drizzle-orm';
import { slotProblem, type ProposedSlot, type SlotProblem } from '@sudsy/domain/booking';
import { defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { appointments } from './schema';
import { blockedTimes, washerSchedules } from '../schedule/schema';
import { ensureSchedule } from '../schedule';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type WasherSchedule = { hours: WeeklyAvailability; timeZone: string };

/** The washer's hours and zone; the defaults of a washer who never saved their schedule. */
export async function scheduleOf(db: Executor, washerId: string): Promise<WasherSchedule> {
  const [row] = await db
    .select({ hours: washerSchedules.weeklyHours, timeZone: washerSchedules.timeZone })
    .from(washerSchedules)
    .where(eq(washerSchedules.washerId, washerId));
  return row ?? { hours: initialWorkingHours, timeZone: defaultTimeZone };
}

/**
 * Holds the washer's schedule row until the transaction ends (creating it with the defaults when
 * absent), the same lock block saves take: bookings and blocks of one washer are checked in turn,
 * so two of them can never both pass the overlap check for one slot.
 */
export async function lockWasherSchedule(tx: Executor, washerId: string): Promise<WasherSchedule> {
  await ensureSchedule(tx, washerId, undefined);
  const [row] = await tx
    .select({ hours: washerSchedules.weeklyHours, timeZone: washerSchedules.timeZone })
    .from(washerSchedules)
    .where(eq(washerSchedules.washerId, washerId))
    .for('update');
  if (!row) throw new Error(`schedule of ${washerId} vanished under lock`);
  return row;
}

/**
 * Why the washer cannot take `slot` (working hours, blocked time, other appointments, a past start),
 * or null. `movingAppointmentId` is a booked job being moved, which cannot stand in its own way.
 */
export async function slotProblemOf(
  db: Executor,
  washerId: string,
  schedule: WasherSchedule,
  slot: ProposedSlot,
  now: Date,
  movingAppointmentId?: string,
): Promise<SlotProblem | null> {
  const blocks = await db
    .select({ start: blockedTimes.startTime, end: blockedTimes.endTime })
    .from(blockedTimes)
    .where(and(eq(blockedTimes.washerId, washerId), eq(blockedTimes.date, slot.date)));
  const booked = await bookedTimesOn(db, washerId, slot.date, movingAppointmentId);
  const startsInPast = zonedTimeToInstant(slot.date, slot.start, schedule.timeZone).getTime() <= now.getTime();
  return slotProblem(slot, { hours: schedule.hours, blocks, appointments: booked }, startsInPast);
}

/**
 * The start and end of the washer's appointments on `date` that are not cancelled, but for
 * `exceptAppointmentId`: what a new booking, a move or a block of time off may not overlap.
 */
export async function bookedTimesOn(
  db: Pick<Db, 'select'>,
  washerId: string,
  date: string,
  exceptAppointmentId?: string,
): Promise<{ start: string; end: string }[]> {
  return db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washerId),
        eq(appointments.serviceDate, date),
        ne(appointments.status, 'cancelled'),
        exceptAppointmentId === undefined ? undefined : ne(appointments.id, exceptAppointmentId),
      ),
    );
}

/**
 * The washer's appointments that are not cancelled from `first` to `last` (inclusive), in order,
 * with whom they are for: what time off may not cover, named in the refusal.
 */
export async function jobsBetween(
  db: Pick<Db, 'select'>,
  washerId: string,
  first: string,
  last: string,
): Promise<{ date: string; start: string; end: string; ownerName: string }[]> {
  return db
    .select({
      date: appointments.serviceDate,
      start: appointments.startTime,
      end: appointments.endTime,
      ownerName: appointments.ownerName,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washerId),
        between(appointments.serviceDate, first, last),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime));
}

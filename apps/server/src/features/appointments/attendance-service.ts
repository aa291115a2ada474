import { and, eq } from 'drizzle-orm';
import { attendanceTexts, type AttendanceResponse } from '@sudsy/domain/reminders';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { washerSchedules } from '../schedule/schema';
import { lockAppointmentOf } from './party';
import { appointments, attendanceConfirmations } from './schema';
import { partOf } from './service';
import { startOf, type AppointmentRow } from './views';

async function startsAtOf(db: Pick<Db, 'select'>, appointment: AppointmentRow): Promise<Date> {
  const [schedule] = await db
    .select({ timeZone: washerSchedules.timeZone })
    .from(washerSchedules)
    .where(eq(washerSchedules.washerId, appointment.washerId));
  return startOf(appointment, schedule?.timeZone ?? defaultTimeZone);
}

/** Whether the owner said they'll be there for the job's current start (docs/product.md, "Reminders"); to both sides. */
export async function attendanceOf(db: Db, viewer: SessionUser, appointmentId: string): Promise<AttendanceResponse> {
  const [row] = await db
    .select({ appointment: appointments, confirmation: attendanceConfirmations })
    .from(appointments)
    .leftJoin(attendanceConfirmations, eq(attendanceConfirmations.appointmentId, appointments.id))
    .where(and(eq(appointments.id, appointmentId), partOf(viewer)));
  if (!row) throw notFound();
  const { confirmation, appointment } = row;
  const current = confirmation && confirmation.startsAt.getTime() === (await startsAtOf(db, appointment)).getTime();
  return { attendance: { confirmedAt: current ? confirmation.confirmedAt.toISOString() : null } };
}

/**
 * The owner's "I'll be there" for a scheduled job that has not started: kept with the start it was
 * given for (a moved job asks again) and told to the washer once; saying it again changes nothing.
 */
export async function confirmAttendance(
  db: Db,
  owner: SessionUser,
  appointmentId: string,
  now = new Date(),
): Promise<AttendanceResponse> {
  const confirmedAt = await db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, owner, appointmentId);
    if (by !== 'owner') throw forbidden(attendanceTexts.ownersAnswer);
    const startsAt = await startsAtOf(tx, appointment);
    if (appointment.status !== 'scheduled' || startsAt.getTime() <= now.getTime())
      throw conflict(attendanceTexts.notScheduled, 'not_scheduled');
    const [earlier] = await tx
      .select()
      .from(attendanceConfirmations)
      .where(eq(attendanceConfirmations.appointmentId, appointmentId));
    if (earlier && earlier.startsAt.getTime() === startsAt.getTime()) return earlier.confirmedAt;
    const values = { appointmentId, startsAt, confirmedAt: now };
    await tx
      .insert(attendanceConfirmations)
      .values(values)
      .onConflictDoUpdate({ target: attendanceConfirmations.appointmentId, set: { startsAt, confirmedAt: now } });
    await recordEvent(tx, { type: 'attendance-confirmed', appointmentId });
    return now;
  });
  return { attendance: { confirmedAt: confirmedAt.toISOString() } };
}

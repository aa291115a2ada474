import { and, eq } from 'drizzle-orm';
import { hasStarted, jobStart, type AppointmentDetail } from '@sudsy/domain/appointment';
import {
  isSameStart,
  movedSlot,
  rescheduleMessages,
  rescheduleSlotMessages,
  type JobSlot,
  type RescheduleInput,
} from '@sudsy/domain/reschedule';
import type { Role } from '@sudsy/domain/roles';
import { toMinutes } from '@sudsy/domain/time-slots';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, rescheduleProposals } from './schema';
import { AppError, conflict, forbidden, invalidFields, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { resetJobDay } from './job-day-service';
import { getAppointmentDetail } from './service';
import { lockAppointmentOf } from './party';
import { type AppointmentRow } from './views';
import { lockWasherSchedule, scheduleOf, slotProblemOf, type WasherSchedule } from './availability';

// Moving a booked job (docs/product.md, "Rescheduling") is a booking of a new time: it is checked
// against the washer's calendar as a quote is, and again under the washer's schedule lock when it
// is accepted, so it lives here beside accepting a quote. Every change holds the appointment row
// first, so two proposals, or an answer and a withdrawal, happen one after the other.

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

const slotOf = (appointment: AppointmentRow): JobSlot => ({
  date: appointment.serviceDate,
  start: appointment.startTime,
  end: appointment.endTime,
});

/** 409 unless the job is still scheduled and has not started (server time, the washer's zone). */
function checkMovable(appointment: AppointmentRow, schedule: WasherSchedule, now: Date): void {
  if (appointment.status !== 'scheduled') throw conflict(rescheduleMessages.notScheduled, 'not_scheduled');
  const startsAt = jobStart({ date: appointment.serviceDate, start: appointment.startTime }, schedule.timeZone);
  if (hasStarted(startsAt, now)) throw conflict(rescheduleMessages.started, 'started');
}

/** 409 with the reason, in the words of the side asking, unless the washer can take `to` instead of the job. */
async function checkCalendar(
  tx: Executor,
  appointment: AppointmentRow,
  schedule: WasherSchedule,
  to: JobSlot,
  by: Role,
  now: Date,
): Promise<void> {
  const slot = { date: to.date, start: to.start, durationMinutes: toMinutes(to.end) - toMinutes(to.start) };
  const problem = await slotProblemOf(tx, appointment.washerId, schedule, slot, now, appointment.id);
  if (problem) throw new AppError(409, 'schedule_conflict', rescheduleSlotMessages[by][problem]);
}

/**
 * Either side of a scheduled job proposes a new start; the job keeps its length and the new time
 * must fit the washer's calendar (the job itself aside). The booked time holds until the other
 * side answers. One proposal is open at a time: a second, even one racing the first, is refused.
 */
export async function proposeReschedule(
  db: Db,
  user: SessionUser,
  appointmentId: string,
  input: RescheduleInput,
  now = new Date(),
): Promise<AppointmentDetail> {
  await db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, user, appointmentId);
    const schedule = await scheduleOf(tx, appointment.washerId);
    checkMovable(appointment, schedule, now);
    const from = slotOf(appointment);
    if (isSameStart(from, input))
      throw invalidFields({ start: rescheduleMessages.sameTime }, rescheduleMessages.sameTime);
    const to = movedSlot(from, input);
    if (to === null) throw invalidFields({ start: rescheduleMessages.pastMidnight }, rescheduleMessages.pastMidnight);
    const [open] = await tx
      .select({ id: rescheduleProposals.id })
      .from(rescheduleProposals)
      .where(and(eq(rescheduleProposals.appointmentId, appointment.id), eq(rescheduleProposals.status, 'pending')));
    if (open) throw conflict(rescheduleMessages.alreadyProposed, 'reschedule_pending');
    await checkCalendar(tx, appointment, schedule, to, by, now);
    const [row] = await tx
      .insert(rescheduleProposals)
      .values({
        appointmentId: appointment.id,
        proposedBy: by,
        fromDate: from.date,
        fromStart: from.start,
        fromEnd: from.end,
        toDate: to.date,
        toStart: to.start,
        toEnd: to.end,
      })
      .returning({ id: rescheduleProposals.id });
    if (!row) throw new Error('proposal insert returned nothing');
    await recordEvent(tx, { type: 'reschedule-changed', proposalId: row.id, status: 'pending' });
  });
  return getAppointmentDetail(db, user, appointmentId);
}

/** The proposal of this appointment, still pending; 404 when it is not this appointment's. */
async function pendingOf(tx: Executor, appointment: AppointmentRow, proposalId: string) {
  const [proposal] = await tx
    .select()
    .from(rescheduleProposals)
    .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.appointmentId, appointment.id)));
  if (!proposal) throw notFound();
  return proposal;
}

/**
 * The side that did not propose accepts or declines. Accepting checks the new time again under the
 * washer's schedule lock (their calendar may have filled since) and moves the job: its pages, both
 * calendars and the feed show the new time from then on.
 */
export async function answerReschedule(
  db: Db,
  user: SessionUser,
  appointmentId: string,
  proposalId: string,
  accept: boolean,
  now = new Date(),
): Promise<AppointmentDetail> {
  await db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, user, appointmentId);
    const proposal = await pendingOf(tx, appointment, proposalId);
    if (proposal.proposedBy === by) throw forbidden(rescheduleMessages.ownProposal, 'own_proposal');
    if (proposal.status !== 'pending') throw conflict(rescheduleMessages.notPending, 'proposal_closed');
    if (accept) {
      const schedule = await lockWasherSchedule(tx, appointment.washerId);
      checkMovable(appointment, schedule, now);
      const to = { date: proposal.toDate, start: proposal.toStart, end: proposal.toEnd };
      await checkCalendar(tx, appointment, schedule, to, by, now);
      await tx
        .update(appointments)
        .set({ serviceDate: to.date, startTime: to.start, endTime: to.end })
        .where(eq(appointments.id, appointment.id));
      await resetJobDay(tx, appointment.id);
    }
    const status = accept ? 'accepted' : 'declined';
    await tx
      .update(rescheduleProposals)
      .set({ status, answeredAt: now })
      .where(eq(rescheduleProposals.id, proposal.id));
    await recordEvent(tx, { type: 'reschedule-changed', proposalId, status });
  });
  return getAppointmentDetail(db, user, appointmentId);
}

/** The side that proposed a new time takes it back before it is answered; the booked time holds. */
export async function withdrawReschedule(
  db: Db,
  user: SessionUser,
  appointmentId: string,
  proposalId: string,
  now = new Date(),
): Promise<AppointmentDetail> {
  await db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, user, appointmentId);
    const proposal = await pendingOf(tx, appointment, proposalId);
    if (proposal.proposedBy !== by) throw forbidden(rescheduleMessages.notProposer, 'not_proposer');
    if (proposal.status !== 'pending') throw conflict(rescheduleMessages.notPending, 'proposal_closed');
    await tx
      .update(rescheduleProposals)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(eq(rescheduleProposals.id, proposal.id));
    await recordEvent(tx, { type: 'reschedule-changed', proposalId, status: 'withdrawn' });
  });
  return getAppointmentDetail(db, user, appointmentId);
}

import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  bookingMessages,
  noShowReportableFrom,
  noShowTexts,
  washerNoShowReason,
  type Booking,
  type cancelAppointmentSchema,
} from '@sudsy/domain/booking';
import { isLateCancellation } from '@sudsy/domain/cancellation-policy';
import { unpaidCancellationReason } from '@sudsy/domain/job-payment';
import { suspensionCancellationReason } from '@sudsy/domain/operator';
import type { Role } from '@sudsy/domain/roles';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalidFields, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { user } from '../../auth/schema';
import { washerProfiles } from '../washer-setup/schema';
import { clearLivePoint, dayStepOf } from './job-day-service';
import { expireLapsedQuotes } from './quote-expiry';
import { lockAppointmentOf } from './party';
import { lapsePendingProposals } from './reschedule-history';
import { washerName } from './service';
import { appointments } from './schema';
import { startOf, toBooking, washerTimeZonesOf, type AppointmentRow } from './views';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CancelAppointment = z.output<typeof cancelAppointmentSchema>;

/**
 * Either side cancels a scheduled appointment: the washer must say why, the owner may. The
 * appointment keeps who cancelled and why, and whether it was inside the washer's notice period
 * (allowed, but marked late on both sides), and the other side is told. The booked washer's quote
 * ends as 'cancelled'. When the washer cancels, or the owner chooses to keep the request open, the
 * request returns to its owner: the washers who were not chosen get their quotes back (or can
 * still answer), and those whose proposed start has passed meanwhile lapse and are told. Otherwise
 * the request is cancelled with the booking. Anyone else's appointment is 404.
 */
export async function cancelAppointment(
  db: Db,
  user: SessionUser,
  appointmentId: string,
  input: CancelAppointment,
  now = new Date(),
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, user, appointmentId);
    if (appointment.status !== 'scheduled') throw conflict(bookingMessages.appointmentNotScheduled);
    if (by === 'washer' && input.reason === '')
      throw invalidFields({ reason: bookingMessages.washerReasonRequired }, bookingMessages.washerReasonRequired);
    const timeZone = (await washerTimeZonesOf(tx, [appointment.washerId]))(appointment.washerId);
    const cancelledLate = isLateCancellation(startOf(appointment, timeZone), now, appointment.cancellationNoticeHours);
    const byName = by === 'owner' ? appointment.ownerName : await washerNameOf(tx, appointment.washerId);
    const reopen = by === 'washer' || input.keepRequestOpen;
    // One wash of a series that goes on is not the request's end: the series keeps it booked.
    const leaveRequest = await seriesGoesOn(tx, appointment);
    const row = await cancelLocked(
      tx,
      appointment,
      { by, byName, reason: input.reason, late: cancelledLate, reopen, leaveRequest },
      now,
    );
    return toBooking(row, timeZone);
  });
}

/**
 * The owner reports that the washer did not come (docs/product.md, "Appointments"): from
 * `noShowGraceMinutes` after the start, a scheduled booking ends as the washer's cancellation, never
 * late, so its hold is released and nothing charged; the request opens again and the washer is
 * told. Too early is 409 too_early; the washer is 403; anyone else's appointment 404.
 */
export async function reportWasherNoShow(
  db: Db,
  user: SessionUser,
  appointmentId: string,
  now = new Date(),
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, user, appointmentId);
    if (by !== 'owner') throw forbidden('Only the customer can report a no-show.');
    if (appointment.status !== 'scheduled') throw conflict(bookingMessages.appointmentNotScheduled);
    const timeZone = (await washerTimeZonesOf(tx, [appointment.washerId]))(appointment.washerId);
    if (now < noShowReportableFrom(startOf(appointment, timeZone))) throw conflict(noShowTexts.tooEarly, 'too_early');
    // A washer at the job (arrived or working) did show up (docs/product.md, "The day of the job").
    const step = await dayStepOf(tx, appointmentId);
    if (step === 'arrived' || step === 'in_progress') throw conflict(noShowTexts.arrived, 'washer_arrived');
    const terms = {
      by: 'washer' as const,
      byName: await washerNameOf(tx, appointment.washerId),
      reason: washerNoShowReason,
      late: false,
      reopen: true,
      noShow: true,
    };
    return toBooking(await cancelLocked(tx, appointment, terms, now), timeZone);
  });
}

/**
 * Sudsy cancels a booking whose card could not be held by the deadline (docs/product.md,
 * "Payments"): on the owner's side, never late (no fee: there is no card to charge), the request
 * cancelled with it, and the washer told. False when it is no longer scheduled.
 */
export async function cancelUnpaidBooking(db: Db, appointmentId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (appointment?.status !== 'scheduled') return false;
    const terms = {
      by: 'owner' as const,
      byName: 'Sudsy',
      reason: unpaidCancellationReason,
      late: false,
      reopen: false,
    };
    await cancelLocked(tx, appointment, terms, now);
    return true;
  });
}

/**
 * An operator suspended `userId` (docs/product.md, "Operators"): every booking of theirs still
 * scheduled is cancelled by Sudsy on their side, never late, so a held card is released and nothing
 * charged, and the other side is told. A suspended washer's requests open again for the owners.
 * Runs in the suspension's transaction; answers how many were cancelled.
 */
export async function cancelBookingsOfSuspended(tx: Tx, userId: string, now: Date): Promise<number> {
  const booked = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        or(eq(appointments.washerId, userId), eq(appointments.ownerId, userId)),
      ),
    )
    .for('update');
  for (const appointment of booked) {
    const side = appointment.washerId === userId ? 'washer' : 'owner';
    const terms = {
      by: side,
      byName: 'Sudsy',
      reason: suspensionCancellationReason,
      late: false,
      reopen: side === 'washer',
    } as const;
    await cancelLocked(tx, appointment, terms, now);
  }
  return booked.length;
}

type Cancellation = {
  by: Role;
  byName: string;
  reason: string;
  late: boolean;
  reopen: boolean;
  /** Neither reopen nor close the request: the series it booked goes on without this wash. */
  leaveRequest?: boolean;
  /** The owner reported the washer did not come. */
  noShow?: boolean;
  /**
   * False when the caller records one event of its own for many washes (a series answered or
   * ended): the other side hears of them once, and the payment sweep settles each.
   */
  told?: boolean;
};

/** Cancels the held `appointment`, records it for the other side, and reopens or closes its request. */
export async function cancelLocked(
  tx: Tx,
  appointment: AppointmentRow,
  { by, byName, reason, late, reopen, leaveRequest = false, noShow = false, told = true }: Cancellation,
  now: Date,
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledBy: by,
      cancelReason: reason || null,
      cancelledAt: now,
      cancelledLate: late,
      washerNoShow: noShow,
    })
    .where(eq(appointments.id, appointment.id))
    .returning();
  if (!row) throw notFound();
  if (told) await recordEvent(tx, { type: 'appointment-cancelled', appointmentId: appointment.id, by, byName });
  await lapsePendingProposals(tx, appointment.id, now);
  await clearLivePoint(tx, appointment.id);
  if (appointment.quoteResponseId) {
    await tx
      .update(quoteResponses)
      .set({ status: 'cancelled' })
      .where(eq(quoteResponses.id, appointment.quoteResponseId));
  }
  const requestId = leaveRequest ? null : appointment.quoteRequestId;
  if (requestId && reopen) {
    await reopenRequest(tx, requestId);
    const lapsed = await expireLapsedQuotes(tx, now, requestId);
    if (lapsed.length > 0)
      await recordEvent(tx, {
        type: 'quotes-lapsed',
        requestId,
        washerIds: lapsed.map((quote) => quote.washerId),
        why: 'reopened',
      });
  } else if (requestId) {
    await tx.update(quoteRequests).set({ status: 'cancelled' }).where(eq(quoteRequests.id, requestId));
  }
  return row;
}

/**
 * The request is open again: the washers passed over by the booking get back what they had, a
 * quote to accept (one carries a price) or the request to answer.
 */
async function reopenRequest(tx: Pick<Db, 'update'>, requestId: string): Promise<void> {
  await tx.update(quoteRequests).set({ status: 'sent' }).where(eq(quoteRequests.id, requestId));
  await tx
    .update(quoteResponses)
    .set({ status: sql`case when ${quoteResponses.amountCents} is null then 'sent' else 'quoted' end` })
    .where(and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.status, 'not-chosen')));
}

/**
 * Whether the appointment is one wash of a series with other washes still booked
 * (docs/product.md, "Recurring washes"): cancelling it leaves the rest, and their request, alone.
 */
export async function seriesGoesOn(db: Pick<Db, 'select'>, appointment: AppointmentRow): Promise<boolean> {
  if (!appointment.seriesId) return false;
  const [other] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, appointment.seriesId),
        eq(appointments.status, 'scheduled'),
        ne(appointments.id, appointment.id),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** A washer's name as owners see it: the business name, or their own when it has none. */
async function washerNameOf(tx: Pick<Db, 'select'>, washerId: string): Promise<string> {
  const [row] = await tx
    .select({ name: washerName })
    .from(user)
    .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(eq(user.id, washerId));
  return row?.name ?? '';
}

import { and, eq, sql } from 'drizzle-orm';
import { bookingMessages, type Booking, type cancelAppointmentSchema } from '@sudsy/domain/booking';
import { isLateCancellation } from '@sudsy/domain/cancellation-policy';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { user } from '../../auth/schema';
import { washerProfiles } from '../washer-setup/schema';
import { expireLapsedQuotes } from './quote-expiry';
import { lockAppointmentOf } from './party';
import { lapsePendingProposals } from './reschedule-history';
import { washerName } from './service';
import { appointments } from './schema';
import { startOf, toBooking, washerTimeZonesOf } from './views';

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
    const [row] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelledBy: by,
        cancelReason: input.reason || null,
        cancelledAt: now,
        cancelledLate,
      })
      .where(eq(appointments.id, appointment.id))
      .returning();
    if (!row) throw notFound();
    const byName = by === 'owner' ? appointment.ownerName : await washerNameOf(tx, appointment.washerId);
    await recordEvent(tx, { type: 'appointment-cancelled', appointmentId: appointment.id, by, byName });
    await lapsePendingProposals(tx, appointment.id, now);
    if (appointment.quoteResponseId) {
      await tx
        .update(quoteResponses)
        .set({ status: 'cancelled' })
        .where(eq(quoteResponses.id, appointment.quoteResponseId));
    }
    const requestId = appointment.quoteRequestId;
    if (requestId && (by === 'washer' || input.keepRequestOpen)) {
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
    return toBooking(row, timeZone);
  });
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

/** A washer's name as owners see it: the business name, or their own when it has none. */
async function washerNameOf(tx: Pick<Db, 'select'>, washerId: string): Promise<string> {
  const [row] = await tx
    .select({ name: washerName })
    .from(user)
    .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(eq(user.id, washerId));
  return row?.name ?? '';
}

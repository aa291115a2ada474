import { and, eq, sql } from 'drizzle-orm';
import { bookingMessages, type Booking, type cancelAppointmentSchema } from '@sudsy/domain/booking';
import { isLateCancellation } from '@sudsy/domain/cancellation-policy';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import type { BookingNotifier } from '../bookings';
import { quoteRequests, quoteResponses } from '../../db/schema';
import { expireLapsedQuotes } from './quote-expiry';
import { lockAppointmentOf } from './party';
import { lapsePendingProposals } from './reschedule-history';
import { appointments } from './schema';
import { startOf, toBooking, washerTermsOf } from './views';

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
  notifier: BookingNotifier,
  user: SessionUser,
  appointmentId: string,
  input: CancelAppointment,
  now = new Date(),
): Promise<Booking> {
  const { booking, lapsed } = await db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, user, appointmentId);
    if (appointment.status !== 'scheduled') throw conflict(bookingMessages.appointmentNotScheduled);
    if (by === 'washer' && input.reason === '')
      throw invalidFields({ reason: bookingMessages.washerReasonRequired }, bookingMessages.washerReasonRequired);
    const terms = (await washerTermsOf(tx, [appointment.washerId]))(appointment.washerId);
    const cancelledLate = isLateCancellation(startOf(appointment, terms), now, terms.noticeHours);
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
    await lapsePendingProposals(tx, appointment.id, now);
    if (appointment.quoteResponseId) {
      await tx
        .update(quoteResponses)
        .set({ status: 'cancelled' })
        .where(eq(quoteResponses.id, appointment.quoteResponseId));
    }
    const requestId = appointment.quoteRequestId;
    if (!requestId) return { booking: toBooking(row, terms), lapsed: [] };
    if (by === 'washer' || input.keepRequestOpen) {
      await reopenRequest(tx, requestId);
      return { booking: toBooking(row, terms), lapsed: await expireLapsedQuotes(tx, now, requestId) };
    }
    await tx.update(quoteRequests).set({ status: 'cancelled' }).where(eq(quoteRequests.id, requestId));
    return { booking: toBooking(row, terms), lapsed: [] };
  });
  await notifier.cancelled(booking.appointmentId, booking.cancelledBy ?? 'owner');
  // Only quotes of this request lapse here.
  const [first] = lapsed;
  if (first)
    await notifier.quotesLapsed(
      first.requestId,
      lapsed.map((quote) => quote.washerId),
      'reopened',
    );
  return booking;
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

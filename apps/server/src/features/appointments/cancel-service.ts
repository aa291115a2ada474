import { eq } from 'drizzle-orm';
import { bookingMessages, type Booking, type cancelAppointmentSchema } from '@sudsy/domain/booking';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import type { BookingNotifier } from '../bookings';
import { quoteRequests } from '../../db/schema';
import { appointments } from './schema';
import { toBooking } from './views';

export type CancelAppointment = z.output<typeof cancelAppointmentSchema>;

/**
 * Either side cancels a scheduled appointment: the washer must say why, the owner may. The
 * appointment keeps who cancelled and why, its request is cancelled with it, and the other side
 * is told. Anyone else's appointment is 404.
 */
export async function cancelAppointment(
  db: Db,
  notifier: BookingNotifier,
  user: SessionUser,
  appointmentId: string,
  input: CancelAppointment,
  now = new Date(),
): Promise<Booking> {
  const { id: userId } = user;
  const booking = await db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    const by = appointment?.washerId === userId ? 'washer' : appointment?.ownerId === userId ? 'owner' : null;
    if (!appointment || by === null) throw notFound();
    if (appointment.status !== 'scheduled') throw conflict(bookingMessages.appointmentNotScheduled);
    if (by === 'washer' && input.reason === '')
      throw invalidFields({ reason: bookingMessages.washerReasonRequired }, bookingMessages.washerReasonRequired);
    const [row] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: by, cancelReason: input.reason || null, cancelledAt: now })
      .where(eq(appointments.id, appointment.id))
      .returning();
    if (!row) throw notFound();
    if (appointment.quoteRequestId) {
      await tx
        .update(quoteRequests)
        .set({ status: 'cancelled' })
        .where(eq(quoteRequests.id, appointment.quoteRequestId));
    }
    return toBooking(row);
  });
  await notifier.cancelled(booking.appointmentId, booking.cancelledBy ?? 'owner');
  return booking;
}

import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export type CancelAppointmentInput = { appointmentId: string; reason: string; keepRequestOpen?: boolean };

/** Either side calls off a booked job; the other side is told by email. Each feature's hook refreshes its own lists. */
export async function cancelAppointment({
  appointmentId,
  reason,
  keepRequestOpen = false,
}: CancelAppointmentInput): Promise<Booking> {
  const body = await apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}/cancel`, {
    method: 'POST',
    json: { reason, keepRequestOpen },
  });
  return parseAnswer(bookingResponseSchema, body).booking;
}

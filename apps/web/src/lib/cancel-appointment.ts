import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export type CancelAppointmentInput = { appointmentId: string; reason: string; keepRequestOpen?: boolean };

/** Either side calls off a booked job; the other side is told by email. */
async function cancelAppointment({
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

/**
 * Calling off a booked job from a page of either side (the owner's request, the washer's quote);
 * `refresh` is the root key of the page's own queries, asked again whatever the answer.
 */
export function useCancelAppointment(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

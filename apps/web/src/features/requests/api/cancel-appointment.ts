import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** The owner cancels their booked appointment, optionally saying why; the washer is told. */
export async function cancelAppointment({ appointmentId, reason }: { appointmentId: string; reason: string }): Promise<Booking> {
  const body = await apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}/cancel`, { method: 'POST', json: { reason } });
  return parseAnswer(bookingResponseSchema, body).booking;
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAppointment, onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }) });
}

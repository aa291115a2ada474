import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The owner reports the washer did not come: the booking is cancelled as the washer's, nothing charged. */
export async function reportNoShow(appointmentId: string): Promise<Booking> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/no-show`;
  return parseAnswer(bookingResponseSchema, await apiFetch(path, { method: 'POST' })).booking;
}

export function useReportNoShow(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reportNoShow(appointmentId),
    // The appointment, its payment (released) and the lists all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.all }),
  });
}

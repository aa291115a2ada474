import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import type { RescheduleInput } from '@sudsy/domain/reschedule';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { useAppointmentSaved } from './use-appointment-saved';

/** Either side proposes a new date and start for the job; the booked time holds until the other side answers. */
export async function proposeReschedule(id: string, input: RescheduleInput): Promise<AppointmentDetail> {
  const body = await apiFetch(`/api/appointments/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    json: input,
  });
  return parseAnswer(appointmentDetailResponseSchema, body).appointment;
}

export function useProposeReschedule(id: string) {
  const saved = useAppointmentSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleInput) => proposeReschedule(id, input),
    onSuccess: saved,
    // A conflict may come from a change on the other side (a proposal of theirs, a cancellation): read the page again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.detail(id) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { useAppointmentSaved } from './use-appointment-saved';

/** The side that proposed a new time takes it back before it is answered; the booked time holds. */
export async function withdrawReschedule(id: string, proposalId: string): Promise<AppointmentDetail> {
  const body = await apiFetch(
    `/api/appointments/${encodeURIComponent(id)}/reschedule/${encodeURIComponent(proposalId)}/withdraw`,
    { method: 'POST' },
  );
  return parseAnswer(appointmentDetailResponseSchema, body).appointment;
}

export function useWithdrawReschedule(id: string) {
  const saved = useAppointmentSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) => withdrawReschedule(id, proposalId),
    onSuccess: saved,
    // Already answered meanwhile: the page reads the appointment again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.detail(id) });
    },
  });
}

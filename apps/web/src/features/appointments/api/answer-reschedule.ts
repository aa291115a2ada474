import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { useAppointmentSaved } from './use-appointment-saved';

export type RescheduleAnswer = { proposalId: string; accept: boolean };

/** The side that did not propose the new time accepts it (the job moves) or declines it. */
export async function answerReschedule(
  id: string,
  { proposalId, accept }: RescheduleAnswer,
): Promise<AppointmentDetail> {
  const body = await apiFetch(
    `/api/appointments/${encodeURIComponent(id)}/reschedule/${encodeURIComponent(proposalId)}/answer`,
    { method: 'POST', json: { accept } },
  );
  return parseAnswer(appointmentDetailResponseSchema, body).appointment;
}

export function useAnswerReschedule(id: string) {
  const saved = useAppointmentSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RescheduleAnswer) => answerReschedule(id, answer),
    onSuccess: saved,
    // Already answered or withdrawn, or no longer movable: the page reads the appointment again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.detail(id) });
    },
  });
}

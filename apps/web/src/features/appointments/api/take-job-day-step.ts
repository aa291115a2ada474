import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobDayResponseSchema, type JobDay, type JobDayStepInput } from '@sudsy/domain/job-day';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The washer moves their job to its next step: On my way (with where they are), Arrived, In progress. */
export async function takeJobDayStep(appointmentId: string, input: JobDayStepInput): Promise<JobDay> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/day`;
  return parseAnswer(jobDayResponseSchema, await apiFetch(path, { method: 'POST', json: input })).day;
}

export function useTakeJobDayStep(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobDayStepInput) => takeJobDayStep(appointmentId, input),
    onSuccess: (day) => queryClient.setQueryData(appointmentsQueryKeys.day(appointmentId), day),
  });
}

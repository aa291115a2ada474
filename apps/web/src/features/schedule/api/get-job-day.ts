import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDayResponseSchema, type JobDay } from '@sudsy/domain/job-day';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

/** The day of one of today's jobs: which step the washer takes next from the schedule. */
export async function getJobDay(appointmentId: string): Promise<JobDay> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/day`;
  return parseAnswer(jobDayResponseSchema, await apiFetch(path)).day;
}

export function jobDayQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: scheduleQueryKeys.jobDay(appointmentId),
    queryFn: () => getJobDay(appointmentId),
    // Read afresh on every visit: the steps are taken on the job's page.
    staleTime: 0,
  });
}

export function useJobDay(appointmentId: string) {
  return useQuery(jobDayQueryOptions(appointmentId));
}

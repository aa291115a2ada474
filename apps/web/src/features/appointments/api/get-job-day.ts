import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDayResponseSchema, ownerRefreshSeconds, type JobDay } from '@sudsy/domain/job-day';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The day of one job of the signed-in washer or owner: its step, times, arrival time and (owner) live point. */
export async function getJobDay(appointmentId: string): Promise<JobDay> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/day`;
  return parseAnswer(jobDayResponseSchema, await apiFetch(path)).day;
}

/**
 * `follow`: the owner's page reads the day again every 5 seconds while the washer is on the way
 * (the marker moves, the arrival time falls), and every minute once the day has opened, to see
 * them set off, arrive or finish. The washer's own page needs no polling: they change it.
 */
export function jobDayQueryOptions(appointmentId: string, follow = false) {
  return queryOptions({
    queryKey: appointmentsQueryKeys.day(appointmentId),
    queryFn: () => getJobDay(appointmentId),
    refetchInterval: (query) => {
      const day = query.state.data;
      if (!follow || !day || day.status !== 'scheduled') return false;
      if (day.step === 'on_my_way') return ownerRefreshSeconds * 1000;
      return Date.now() >= Date.parse(day.opensAt) ? 60_000 : false;
    },
  });
}

export function useJobDay(appointmentId: string, { follow = false }: { follow?: boolean } = {}) {
  return useQuery(jobDayQueryOptions(appointmentId, follow));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobDayResponseSchema, type JobDay } from '@sudsy/domain/job-day';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** Where the washer on the way is now; the server keeps it rounded to about 100 m until they arrive. */
export async function sendLiveLocation(appointmentId: string, point: Coordinates): Promise<JobDay> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/location`;
  return parseAnswer(jobDayResponseSchema, await apiFetch(path, { method: 'PUT', json: point })).day;
}

export function useSendLiveLocation(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (point: Coordinates) => sendLiveLocation(appointmentId, point),
    // An answer overtaken by the arrival's (the two may cross) must not put the washer back on the way.
    onSuccess: (day) =>
      queryClient.setQueryData<JobDay>(appointmentsQueryKeys.day(appointmentId), (current) =>
        current?.step === 'on_my_way' ? day : current,
      ),
  });
}

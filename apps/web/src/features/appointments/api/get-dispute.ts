import { queryOptions, useQuery } from '@tanstack/react-query';
import { disputeResponseSchema, type DisputeResponse } from '@sudsy/domain/disputes';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

export const disputePath = (appointmentId: string) => `/api/appointments/${encodeURIComponent(appointmentId)}/dispute`;

/** The job's dispute for its two sides; with none, until when its owner may report a problem. */
export async function getDispute(appointmentId: string): Promise<DisputeResponse> {
  return parseAnswer(disputeResponseSchema, await apiFetch(disputePath(appointmentId)));
}

export function disputeQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: appointmentsQueryKeys.dispute(appointmentId),
    queryFn: () => getDispute(appointmentId),
  });
}

export function useDispute(appointmentId: string, enabled = true) {
  return useQuery({ ...disputeQueryOptions(appointmentId), enabled });
}

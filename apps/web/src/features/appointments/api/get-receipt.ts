import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptResponseSchema, type Receipt } from '@sudsy/domain/receipt';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The receipt of a completed job of the signed-in owner or washer; 409 before completion, 404 when not theirs. */
export async function getReceipt(appointmentId: string): Promise<Receipt> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/receipt`;
  return parseAnswer(receiptResponseSchema, await apiFetch(path)).receipt;
}

export function receiptQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: appointmentsQueryKeys.receipt(appointmentId),
    queryFn: () => getReceipt(appointmentId),
    // A receipt changes only with its job's money, whose tip and refund read it again.
    staleTime: Infinity,
  });
}

export function useReceipt(appointmentId: string) {
  return useQuery(receiptQueryOptions(appointmentId));
}

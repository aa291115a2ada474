import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeResponseSchema, type DisputeAnswerInput, type DisputeResponse } from '@sudsy/domain/disputes';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { disputePath } from './get-dispute';

/** The washer answers the report: a redo visit, a refund offer, or contesting it. */
export async function answerDispute(appointmentId: string, input: DisputeAnswerInput): Promise<DisputeResponse> {
  const path = `${disputePath(appointmentId)}/answer`;
  return parseAnswer(disputeResponseSchema, await apiFetch(path, { method: 'POST', json: input }));
}

export function useAnswerDispute(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeAnswerInput) => answerDispute(appointmentId, input),
    onSuccess: (answer) => queryClient.setQueryData(appointmentsQueryKeys.dispute(appointmentId), answer),
  });
}

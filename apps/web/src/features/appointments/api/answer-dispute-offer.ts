import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeResponseSchema, type DisputeResponse } from '@sudsy/domain/disputes';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { disputePath } from './get-dispute';

/** The owner accepts the washer's offer (a refund runs at once) or declines it (Sudsy decides). */
export async function answerDisputeOffer(appointmentId: string, accept: boolean): Promise<DisputeResponse> {
  const path = `${disputePath(appointmentId)}/offer`;
  return parseAnswer(disputeResponseSchema, await apiFetch(path, { method: 'POST', json: { accept } }));
}

export function useAnswerDisputeOffer(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => answerDisputeOffer(appointmentId, accept),
    onSuccess: async (answer) => {
      queryClient.setQueryData(appointmentsQueryKeys.dispute(appointmentId), answer);
      // An accepted refund moves the job's money: its payment and receipt are read again.
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.payment(appointmentId) });
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.receipt(appointmentId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeCaseSchema, type DisputeCase, type DisputeDecisionInput } from '@sudsy/domain/disputes';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { disputeQueryKeys } from './get-dispute-queue';
import { operatorQueryKeys } from './operator-query-keys';

/** Decides a refund with a reason both sides read; answers the case as it now stands. */
export async function decideDispute(disputeId: string, input: DisputeDecisionInput): Promise<DisputeCase> {
  const path = `/api/operator/disputes/${encodeURIComponent(disputeId)}/decision`;
  return parseAnswer(disputeCaseSchema, await apiFetch(path, { method: 'POST', json: input }));
}

/**
 * A decision: the case becomes the server's answer, the queue (it leaves it) and the audit log (a
 * new entry) are asked again. Refused by the gate, the log is asked again and the page answers as
 * it does for it.
 */
export function useDecideDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeDecisionInput) => decideDispute(disputeId, input),
    onSuccess: (decided) => {
      queryClient.setQueryData(disputeQueryKeys.case(disputeId), decided);
      void queryClient.invalidateQueries({ queryKey: disputeQueryKeys.queue, exact: true });
      void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
  });
}

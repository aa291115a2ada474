import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationSubmissionSchema, type VerificationSubmission } from '@sudsy/domain/verification';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

export type VerificationDecisionInput = { washerId: string } & (
  { decision: 'approve' } | { decision: 'reject'; reason: string }
);

/**
 * Approves (POST …/approval) or rejects with a reason (POST …/rejection) a washer's documents; 409
 * `not_pending` when someone decided them already.
 */
export async function decideVerification(input: VerificationDecisionInput): Promise<VerificationSubmission> {
  const path = `/api/operator/verifications/${encodeURIComponent(input.washerId)}`;
  const body =
    input.decision === 'approve'
      ? await apiFetch(`${path}/approval`, { method: 'POST' })
      : await apiFetch(`${path}/rejection`, { method: 'POST', json: { reason: input.reason } });
  return parseAnswer(verificationSubmissionSchema, body);
}

/** A decision: the submission takes its new state, and the queue and the audit log are asked again. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: operatorQueryKeys.verifications });
    await queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  };
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: async (submission) => {
      queryClient.setQueryData(operatorQueryKeys.verification(submission.washer.id), submission);
      await refresh();
    },
    onError: refresh,
  });
}

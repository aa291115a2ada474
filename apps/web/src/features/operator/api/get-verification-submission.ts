import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationSubmissionSchema, type VerificationSubmission } from '@sudsy/domain/verification';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/** One washer's submission with its documents (GET /api/operator/verifications/:washerId). */
export async function getVerificationSubmission(washerId: string): Promise<VerificationSubmission> {
  return parseAnswer(
    verificationSubmissionSchema,
    await apiFetch(`/api/operator/verifications/${encodeURIComponent(washerId)}`),
  );
}

export function verificationSubmissionQueryOptions(washerId: string) {
  return queryOptions({
    queryKey: operatorQueryKeys.verification(washerId),
    queryFn: () => getVerificationSubmission(washerId),
  });
}

export function useVerificationSubmission(washerId: string) {
  return useQuery(verificationSubmissionQueryOptions(washerId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationQueueSchema, type VerificationQueueItem } from '@sudsy/domain/verification';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/** Washers whose documents wait for review, the longest waiting first (GET /api/operator/verifications). */
export async function getVerificationQueue(): Promise<VerificationQueueItem[]> {
  return parseAnswer(verificationQueueSchema, await apiFetch('/api/operator/verifications')).submissions;
}

export function verificationQueueQueryOptions() {
  return queryOptions({ queryKey: operatorQueryKeys.verifications, queryFn: getVerificationQueue });
}

export function useVerificationQueue() {
  return useQuery(verificationQueueQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { disputeCaseSchema, type DisputeCase } from '@sudsy/domain/disputes';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { disputeQueryKeys } from './get-dispute-queue';

/** One dispute with the job's photos, checklist and the two sides' messages. */
export async function getDisputeCase(disputeId: string): Promise<DisputeCase> {
  return parseAnswer(disputeCaseSchema, await apiFetch(`/api/operator/disputes/${encodeURIComponent(disputeId)}`));
}

export function disputeCaseQueryOptions(disputeId: string) {
  return queryOptions({ queryKey: disputeQueryKeys.case(disputeId), queryFn: () => getDisputeCase(disputeId) });
}

export function useDisputeCase(disputeId: string) {
  return useQuery(disputeCaseQueryOptions(disputeId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { disputeQueueSchema, type DisputeSummary } from '@sudsy/domain/disputes';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/** The console's disputes, under 'operator' with the rest of it: the queue, and each case. */
export const disputeQueryKeys = {
  queue: [...operatorQueryKeys.all, 'disputes'] as const,
  case: (disputeId: string) => [...operatorQueryKeys.all, 'disputes', disputeId] as const,
};

/**
 * The disputes waiting for an operator, the longest waiting first (at most `disputeQueueSize`).
 * Anyone who is not an operator gets a 404 ApiError, an operator without two-factor a 403.
 */
export async function getDisputeQueue(): Promise<DisputeSummary[]> {
  return parseAnswer(disputeQueueSchema, await apiFetch('/api/operator/disputes')).disputes;
}

export function disputeQueueQueryOptions() {
  return queryOptions({ queryKey: disputeQueryKeys.queue, queryFn: getDisputeQueue });
}

export function useDisputeQueue() {
  return useQuery(disputeQueueQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutsSummarySchema, type PayoutsSummary } from '@sudsy/domain/payouts-summary';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const payoutsSummaryQueryKey = ['payouts', 'summary'] as const;

/** The washer's balance, payouts, jobs paid through Sudsy and net per month. */
export async function getPayoutsSummary(): Promise<PayoutsSummary> {
  return parseAnswer(payoutsSummarySchema, await apiFetch('/api/payouts/summary'));
}

export function payoutsSummaryQueryOptions() {
  return queryOptions({ queryKey: payoutsSummaryQueryKey, queryFn: getPayoutsSummary });
}

export function usePayoutsSummary() {
  return useQuery(payoutsSummaryQueryOptions());
}

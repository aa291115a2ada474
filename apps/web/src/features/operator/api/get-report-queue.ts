import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportQueueSchema, type ReportedReview } from '@sudsy/domain/moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/**
 * The reviews with open reports, the longest waiting first (at most `reportQueueSize`), each with
 * its reports. Anyone who is not an operator gets a 404 ApiError, an operator without two-factor a
 * 403 (`two_factor_required`).
 */
export async function getReportQueue(): Promise<ReportedReview[]> {
  return parseAnswer(reportQueueSchema, await apiFetch('/api/operator/reports')).reviews;
}

export function reportQueueQueryOptions() {
  return queryOptions({ queryKey: operatorQueryKeys.reports, queryFn: getReportQueue });
}

/** The operator's queue of reported reviews. */
export function useReportQueue() {
  return useQuery(reportQueueQueryOptions());
}

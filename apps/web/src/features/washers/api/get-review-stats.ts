import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewStatsSchema, type ReviewStats } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** How a washer's reviews spread over the stars, their completed jobs and the share of customers who came back. */
export async function getReviewStats(id: string): Promise<ReviewStats> {
  return parseAnswer(reviewStatsSchema, await apiFetch(`/api/washers/${encodeURIComponent(id)}/review-stats`));
}

export function reviewStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['washers', id, 'review-stats'] as const,
    queryFn: () => getReviewStats(id),
  });
}

export function useReviewStats(id: string) {
  return useQuery(reviewStatsQueryOptions(id));
}

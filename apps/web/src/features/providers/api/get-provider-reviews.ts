import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicReviewsSchema, type PublicReview } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** A washer's newest reviews, each signed with the owner's first name and initial. */
export async function getProviderReviews(id: string): Promise<PublicReview[]> {
  return parseAnswer(publicReviewsSchema, await apiFetch(`/api/washers/${encodeURIComponent(id)}/reviews`)).reviews;
}

export function providerReviewsQueryOptions(id: string) {
  return queryOptions({ queryKey: ['providers', id, 'reviews'] as const, queryFn: () => getProviderReviews(id) });
}

export function useProviderReviews(id: string) {
  return useQuery(providerReviewsQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { myReviewReportsSchema, type MyReviewReport } from '@sudsy/domain/moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The signed-in user's reports on this washer's reviews, each with the operator's decision once made. */
export async function getMyReviewReports(washerId: string): Promise<MyReviewReport[]> {
  const body = await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/reviews/my-reports`);
  return parseAnswer(myReviewReportsSchema, body).reports;
}

export const myReviewReportsKey = (washerId: string) => ['washers', washerId, 'my-review-reports'] as const;

export function useMyReviewReports(washerId: string, signedIn: boolean) {
  return useQuery(
    queryOptions({
      queryKey: myReviewReportsKey(washerId),
      queryFn: () => getMyReviewReports(washerId),
      enabled: signedIn,
    }),
  );
}

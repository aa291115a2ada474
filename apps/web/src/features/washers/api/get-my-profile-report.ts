import { queryOptions, useQuery } from '@tanstack/react-query';
import { myProfileReportSchema, type MyReport } from '@sudsy/domain/moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The signed-in user's own report of this washer's profile, with the operator's decision once made; null if none. */
export async function getMyProfileReport(washerId: string): Promise<MyReport | null> {
  const body = await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/my-report`);
  return parseAnswer(myProfileReportSchema, body).report;
}

export const myProfileReportKey = (washerId: string) => ['washers', washerId, 'my-profile-report'] as const;

export function useMyProfileReport(washerId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: myProfileReportKey(washerId),
      queryFn: () => getMyProfileReport(washerId),
      enabled,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportQueueSchema } from '@sudsy/domain/moderation';
import type { ReportedProfile } from '@sudsy/domain/profile-moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/** The washers whose profiles have open reports, the longest waiting first. */
export async function getReportedProfiles(): Promise<ReportedProfile[]> {
  return parseAnswer(reportQueueSchema, await apiFetch('/api/operator/reports')).profiles;
}

export function useReportedProfiles() {
  return useQuery(queryOptions({ queryKey: operatorQueryKeys.reportedProfiles, queryFn: getReportedProfiles }));
}

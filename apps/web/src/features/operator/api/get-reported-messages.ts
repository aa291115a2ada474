import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportedMessage } from '@sudsy/domain/message-moderation';
import { reportQueueSchema } from '@sudsy/domain/moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/** The messages with open reports, the longest waiting first, each with the conversation around it. */
export async function getReportedMessages(): Promise<ReportedMessage[]> {
  return parseAnswer(reportQueueSchema, await apiFetch('/api/operator/reports')).messages;
}

export function reportedMessagesQueryOptions() {
  return queryOptions({ queryKey: operatorQueryKeys.reportedMessages, queryFn: getReportedMessages });
}

/** The operator's queue of reported messages. */
export function useReportedMessages() {
  return useQuery(reportedMessagesQueryOptions());
}

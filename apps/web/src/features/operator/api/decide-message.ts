import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDecision, ReportedMessage } from '@sudsy/domain/message-moderation';
import { reportQueueSchema } from '@sudsy/domain/moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

export type DecideMessageInput = MessageDecision & { messageId: string };

/**
 * Hides or keeps a reported message with a reason (POST /api/operator/reports/messages/:id/decision);
 * answers the queue as it is now. 409 (`nothing_to_decide`) when it has no open report left.
 */
export async function decideMessage({ messageId, decision, reason }: DecideMessageInput): Promise<ReportedMessage[]> {
  const body = await apiFetch(`/api/operator/reports/messages/${encodeURIComponent(messageId)}/decision`, {
    method: 'POST',
    json: { decision, reason },
  });
  return parseAnswer(reportQueueSchema, body).messages;
}

/** On success the queue becomes the server's answer and the audit log is asked again for the new entry. */
export function useDecideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMessage,
    onSuccess: (queue) => {
      queryClient.setQueryData(operatorQueryKeys.reportedMessages, queue);
      void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
  });
}

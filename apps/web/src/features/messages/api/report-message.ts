import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { MessageReportInput } from '@sudsy/domain/message-moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** A participant reports a message the other person sent; it stays until an operator decides. */
export async function reportMessage(messageId: string, input: MessageReportInput): Promise<void> {
  const body = await apiFetch(`/api/messages/${encodeURIComponent(messageId)}/report`, { method: 'POST', json: input });
  parseAnswer(z.object({ reported: z.literal(true) }), body);
}

export function useReportMessage(messageId: string) {
  return useMutation({ mutationFn: (input: MessageReportInput) => reportMessage(messageId, input) });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { CreateQuoteRequest } from '@sudsy/domain/quote-request';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

const createdSchema = z.object({
  request: z.object({ id: z.string(), status: z.string() }),
  sentTo: z.number().int(),
});
export type CreatedQuoteRequest = z.infer<typeof createdSchema>;

/** Creates the quote request and sends it to the chosen washers in one call (POST /api/quote-requests). */
export async function createQuoteRequest(body: Extract<CreateQuoteRequest, { source: 'provider-search' }>): Promise<CreatedQuoteRequest> {
  return parseAnswer(createdSchema, await apiFetch('/api/quote-requests', { method: 'POST', json: body }));
}

export function useCreateQuoteRequest() {
  return useMutation({ mutationFn: createQuoteRequest });
}

import { useMutation } from '@tanstack/react-query';
import type { CreateQuoteRequest } from '@sudsy/domain/quote-request';
import { createdQuoteRequestSchema, type CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** Creates the quote request and sends it to the chosen washers in one call (POST /api/quote-requests). */
export async function createQuoteRequest(
  body: Extract<CreateQuoteRequest, { source: 'washer-search' }>,
): Promise<CreatedQuoteRequest> {
  return parseAnswer(createdQuoteRequestSchema, await apiFetch('/api/quote-requests', { method: 'POST', json: body }));
}

export function useCreateQuoteRequest() {
  return useMutation({ mutationFn: createQuoteRequest });
}

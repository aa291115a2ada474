import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuoteRequest } from '@sudsy/domain/quote-request';
import { createdQuoteRequestSchema, type CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

export async function createQuoteRequest(request: CreateQuoteRequest): Promise<CreatedQuoteRequest> {
  return parseAnswer(
    createdQuoteRequestSchema,
    await apiFetch('/api/quote-requests', { method: 'POST', json: request }),
  );
}

export function useCreateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }),
  });
}

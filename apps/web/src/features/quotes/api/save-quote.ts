import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bidResponseSchema, type Bid } from '@sudsy/domain/bids';
import type { QuoteInput } from '@sudsy/domain/quote';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { quotesQueryKeys } from './quotes-query-keys';

/** Places or changes the washer's quote; 409 when the start does not fit their calendar or the request closed. */
export async function saveQuote({ requestId, quote }: { requestId: string; quote: QuoteInput }): Promise<Bid> {
  const body = await apiFetch(`/api/bids/${encodeURIComponent(requestId)}`, { method: 'PUT', json: quote });
  return parseAnswer(bidResponseSchema, body).bid;
}

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all }),
  });
}

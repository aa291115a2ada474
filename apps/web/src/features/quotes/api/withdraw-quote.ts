import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bidResponseSchema, type Bid } from '@sudsy/domain/bids';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { quotesQueryKeys } from './quotes-query-keys';

/** Takes back a quote the owner has not accepted. */
export async function withdrawQuote(requestId: string): Promise<Bid> {
  const body = await apiFetch(`/api/bids/${encodeURIComponent(requestId)}/withdraw`, { method: 'POST' });
  return parseAnswer(bidResponseSchema, body).bid;
}

export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all }),
  });
}

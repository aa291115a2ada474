import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { quotesQueryKeys } from './quotes-query-keys';

/** Turns a request down without quoting; it leaves Available Requests. */
export async function declineRequest(requestId: string): Promise<void> {
  await apiFetch(`/api/bids/${encodeURIComponent(requestId)}/decline`, { method: 'POST' });
}

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all }),
  });
}

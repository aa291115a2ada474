import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchNoContent } from '@/lib/api-no-content';
import { bidsQueryKeys } from './bids-query-keys';

/** Turns a request down without quoting; it leaves Available Requests. */
export function declineRequest(requestId: string): Promise<void> {
  return apiFetchNoContent(`/api/bids/${encodeURIComponent(requestId)}/decline`, { method: 'POST' });
}

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: bidsQueryKeys.all }) });
}

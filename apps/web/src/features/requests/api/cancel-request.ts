import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchNoContent } from '@/lib/api-no-content';
import { requestsQueryKeys } from './requests-query-keys';

/** Calls off a request that is not booked; the washers' open quotes are withdrawn. */
export function cancelRequest(requestId: string): Promise<void> {
  return apiFetchNoContent(`/api/quote-requests/${encodeURIComponent(requestId)}/cancel`, { method: 'POST' });
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelRequest, onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { requestsQueryKeys } from './requests-query-keys';

/** Calls off a request that is not booked; the washers' open quotes are withdrawn. */
export async function cancelRequest(requestId: string): Promise<void> {
  await apiFetch(`/api/quote-requests/${encodeURIComponent(requestId)}/cancel`, { method: 'POST' });
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }),
  });
}

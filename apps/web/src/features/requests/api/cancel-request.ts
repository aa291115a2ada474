import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRequest } from '@/lib/quote-requests';
import { requestsQueryKeys } from './requests-query-keys';

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }),
  });
}

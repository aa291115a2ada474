import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptQuote } from '@/lib/quote-requests';
import { requestsQueryKeys } from './requests-query-keys';

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  // A refusal may mean the quotes changed too, so the request is read again either way.
  return useMutation({
    mutationFn: acceptQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptQuote } from '@/lib/quote-requests';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** Books another washer's quote on the request of a cancelled booking; the request is read again either way. */
export function useBookOtherQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.all }),
  });
}

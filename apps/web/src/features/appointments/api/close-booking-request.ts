import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRequest } from '@/lib/quote-requests';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** Closes the request of a booking its washer cancelled: nobody can quote or be booked on it any more. */
export function useCloseBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.all }),
  });
}

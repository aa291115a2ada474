import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAppointment } from '@/lib/cancel-appointment';
import { quotesQueryKeys } from './quotes-query-keys';

/** The washer cancels a booked job, saying why; the customer is told. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all }),
  });
}

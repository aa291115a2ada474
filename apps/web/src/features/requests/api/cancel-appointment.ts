import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAppointment } from '@/lib/cancel-appointment';
import { requestsQueryKeys } from './requests-query-keys';

/** The owner cancels their booked appointment, optionally saying why; the washer is told. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }),
  });
}

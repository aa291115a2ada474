import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPaymentResponseSchema, type JobPaymentView } from '@sudsy/domain/job-payment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** After a failed hold: try again now, on the owner's paying card (they may have added or chosen another). */
export async function retryJobPayment(appointmentId: string): Promise<JobPaymentView | null> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/payment/retry`;
  return parseAnswer(jobPaymentResponseSchema, await apiFetch(path, { method: 'POST' })).payment;
}

export function useRetryJobPayment(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryJobPayment(appointmentId),
    onSuccess: (payment) => queryClient.setQueryData(appointmentsQueryKeys.payment(appointmentId), payment),
  });
}

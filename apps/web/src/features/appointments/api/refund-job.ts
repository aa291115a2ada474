import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPaymentResponseSchema, type JobPaymentView } from '@sudsy/domain/job-payment';
import type { RefundInput } from '@sudsy/domain/payment-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The washer gives back part or all of what the job was paid; the answer is the payment after it. */
export async function refundJob(appointmentId: string, input: RefundInput): Promise<JobPaymentView | null> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/refund`;
  return parseAnswer(jobPaymentResponseSchema, await apiFetch(path, { method: 'POST', json: input })).payment;
}

export function useRefundJob(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundJob(appointmentId, input),
    onSuccess: async (payment) => {
      queryClient.setQueryData(appointmentsQueryKeys.payment(appointmentId), payment);
      // The receipt shows the job's money: read it again.
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.receipt(appointmentId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPaymentResponseSchema, type JobPaymentView } from '@sudsy/domain/job-payment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The owner tips a paid job; the answer is the payment with its tip. */
export async function addTip(appointmentId: string, amountCents: number): Promise<JobPaymentView | null> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/tip`;
  return parseAnswer(jobPaymentResponseSchema, await apiFetch(path, { method: 'POST', json: { amountCents } })).payment;
}

export function useAddTip(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => addTip(appointmentId, amountCents),
    onSuccess: async (payment) => {
      queryClient.setQueryData(appointmentsQueryKeys.payment(appointmentId), payment);
      // The receipt shows the job's money: read it again.
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.receipt(appointmentId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPaymentResponseSchema, type JobPaymentView } from '@sudsy/domain/job-payment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/**
 * The owner answers their bank's challenge for a hold. In Stripe mode Stripe.js shows the bank's
 * own page (loaded only then); on a local server the stand-in's buttons answer for the test bank.
 * Either way the provider then tells our server, and the payment is read again.
 */
export async function confirmJobPayment(
  appointmentId: string,
  payment: JobPaymentView,
  approve: boolean,
): Promise<JobPaymentView | null> {
  const confirmWith = payment.confirmWith;
  if (confirmWith?.mode === 'stripe' && payment.clientSecret) {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(confirmWith.publishableKey);
    if (!stripe) throw new Error('Stripe could not be loaded. Check your connection and try again.');
    const { error } = await stripe.confirmCardPayment(payment.clientSecret);
    if (error) throw new Error(error.message ?? 'The payment could not be confirmed.');
    return payment;
  }
  const path = `/api/dev/payments/appointments/${encodeURIComponent(appointmentId)}/authenticate`;
  return parseAnswer(jobPaymentResponseSchema, await apiFetch(path, { method: 'POST', json: { approve } })).payment;
}

export function useConfirmJobPayment(appointmentId: string, payment: JobPaymentView) {
  const queryClient = useQueryClient();
  const key = appointmentsQueryKeys.payment(appointmentId);
  return useMutation({
    mutationFn: (approve: boolean) => confirmJobPayment(appointmentId, payment, approve),
    onSuccess: async (answer) => {
      if (payment.confirmWith?.mode === 'local') queryClient.setQueryData(key, answer);
      // Stripe's answer reaches us by webhook: read the payment again.
      else await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

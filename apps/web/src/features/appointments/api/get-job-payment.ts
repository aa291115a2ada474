import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobPaymentResponseSchema, settledJobPaymentStatuses, type JobPaymentView } from '@sudsy/domain/job-payment';
import type { AppointmentStatus } from '@sudsy/domain/schedule-rules';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** How often a payment still catching up with its job (a capture after completion) is read again. */
const catchingUpMs = 2_000;

/** The job's payment as the caller's side sees it; null when it is paid at the job. */
export async function getJobPayment(appointmentId: string): Promise<JobPaymentView | null> {
  const path = `/api/appointments/${encodeURIComponent(appointmentId)}/payment`;
  return parseAnswer(jobPaymentResponseSchema, await apiFetch(path)).payment;
}

/**
 * The payment moves a moment after the job does (the hold follows a booking inside a day, the
 * capture a completion), so while a hold is due or an ended job's payment has not caught up, it is
 * read again every 2 seconds.
 */
export function jobPaymentQueryOptions(appointmentId: string, jobStatus: AppointmentStatus) {
  return queryOptions({
    queryKey: appointmentsQueryKeys.payment(appointmentId),
    queryFn: () => getJobPayment(appointmentId),
    refetchInterval: (query) => {
      const payment = query.state.data;
      if (!payment) return false;
      const holdDue = payment.status === 'scheduled' && Date.parse(payment.holdAt) <= Date.now();
      const captureDue =
        jobStatus !== 'scheduled' &&
        !settledJobPaymentStatuses.includes(payment.status) &&
        payment.status !== 'hold_failed' &&
        payment.status !== 'authentication_required';
      return holdDue || captureDue ? catchingUpMs : false;
    },
  });
}

export function useJobPayment(appointmentId: string, jobStatus: AppointmentStatus) {
  return useQuery(jobPaymentQueryOptions(appointmentId, jobStatus));
}

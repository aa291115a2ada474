import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsConfigSchema, type PaymentsConfig } from '@sudsy/domain/payment-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** How this server takes payments, for every visitor; it changes only with the server's configuration. */
export async function getPaymentsConfig(): Promise<PaymentsConfig> {
  return parseAnswer(paymentsConfigSchema, await apiFetch('/api/payments/config'));
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments-config'], queryFn: getPaymentsConfig, staleTime: Infinity });

/** True when owners pay washers at the job (PAYMENTS=off); false while unknown, so nothing flashes. */
export function usePaysAtTheJob(): boolean {
  return useQuery(paymentsConfigQueryOptions()).data?.mode === 'off';
}

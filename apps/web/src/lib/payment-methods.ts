import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodsResponseSchema, type PaymentMethods } from '@sudsy/domain/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/**
 * The owner's saved cards, and how this server takes payments (local, Stripe or off): read by the
 * Payment Methods card and by every booking dialog, which says what the card is charged.
 */
export async function getPaymentMethods(): Promise<PaymentMethods> {
  return parseAnswer(paymentMethodsResponseSchema, await apiFetch('/api/payment-methods'));
}

export function usePaymentMethods() {
  return useQuery(queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: getPaymentMethods }));
}

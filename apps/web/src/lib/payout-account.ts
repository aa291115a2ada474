import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutAccountResponseSchema, type PayoutAccount } from '@sudsy/domain/payouts';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const payoutAccountQueryKey = ['payouts', 'account'] as const;

/** Where the washer's payouts stand, how this server takes payments, and the platform's fee. */
export async function getPayoutAccount(): Promise<PayoutAccount> {
  return parseAnswer(payoutAccountResponseSchema, await apiFetch('/api/payouts/account'));
}

export function usePayoutAccount() {
  return useQuery(queryOptions({ queryKey: payoutAccountQueryKey, queryFn: getPayoutAccount }));
}

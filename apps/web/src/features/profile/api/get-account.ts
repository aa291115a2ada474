import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountResponseSchema, type Account } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const accountQueryKey = ['account'] as const;

export async function getAccount(): Promise<Account> {
  return parseAnswer(accountResponseSchema, await apiFetch('/api/account')).account;
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountQueryKey, queryFn: getAccount });
}

/** The signed-in user's account page data: personal information, statistics, two-factor state. */
export function useAccount() {
  return useQuery(accountQueryOptions());
}

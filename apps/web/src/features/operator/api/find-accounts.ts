import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorAccountsSchema, type OperatorAccount } from '@sudsy/domain/operator';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/**
 * The accounts whose email contains `email` (at least 3 characters, or a 400 ApiError with the
 * domain's message), the exact match first, at most 20. The console's gate applies: 404 to anyone
 * who is not an operator, 403 `two_factor_required`.
 */
export async function findAccounts(email: string): Promise<OperatorAccount[]> {
  const body = await apiFetch(`/api/operator/accounts?${new URLSearchParams({ email }).toString()}`);
  return parseAnswer(operatorAccountsSchema, body).accounts;
}

export function findAccountsQueryOptions(email: string) {
  return queryOptions({
    queryKey: operatorQueryKeys.accountSearch(email),
    queryFn: () => findAccounts(email),
  });
}

/** The accounts found for `email`; asks nothing while it is empty (no search made yet). */
export function useFindAccounts(email: string) {
  return useQuery({ ...findAccountsQueryOptions(email), enabled: email !== '' });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorAccountSchema, type OperatorAccount } from '@sudsy/domain/operator';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

export type AccountChangeInput = { accountId: string; reason: string };

/** POSTs the reason to one of an account's operator routes (`suspension`, `reinstatement`); answers the account as it is now. */
export async function changeAccount(
  change: 'suspension' | 'reinstatement',
  { accountId, reason }: AccountChangeInput,
): Promise<OperatorAccount> {
  const body = await apiFetch(`/api/operator/accounts/${encodeURIComponent(accountId)}/${change}`, {
    method: 'POST',
    json: { reason },
  });
  return parseAnswer(operatorAccountSchema, body);
}

/**
 * A suspension or its lifting: on success the account takes its new state in every search that
 * found it (the detail reads from them) and the audit log is asked again for the new entry; a 409
 * means the console's copy was stale, so the searches are asked again.
 */
export function useAccountChange(mutationFn: (input: AccountChangeInput) => Promise<OperatorAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (account) => {
      queryClient.setQueriesData<OperatorAccount[]>({ queryKey: operatorQueryKeys.accounts }, (found) =>
        found?.map((each) => (each.id === account.id ? account : each)),
      );
      await queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: operatorQueryKeys.accounts });
    },
  });
}

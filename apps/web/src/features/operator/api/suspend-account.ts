import { changeAccount, useAccountChange, type AccountChangeInput } from './account-change';

/**
 * Suspends the account with a reason (POST /api/operator/accounts/:id/suspension): no sign-in,
 * sessions ended, out of search, scheduled bookings cancelled and refunded. 409 when it is already
 * suspended (`already_suspended`) or an operator (`operator_account`).
 */
export const suspendAccount = (input: AccountChangeInput) => changeAccount('suspension', input);

export function useSuspendAccount() {
  return useAccountChange(suspendAccount);
}

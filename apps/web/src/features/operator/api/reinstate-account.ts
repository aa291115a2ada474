import { changeAccount, useAccountChange, type AccountChangeInput } from './account-change';

/**
 * Lifts the account's suspension with a reason (POST /api/operator/accounts/:id/reinstatement): it
 * signs in and is found again; bookings cancelled by the suspension stay cancelled. 409 when it is
 * not suspended (`not_suspended`).
 */
export const reinstateAccount = (input: AccountChangeInput) => changeAccount('reinstatement', input);

export function useReinstateAccount() {
  return useAccountChange(reinstateAccount);
}

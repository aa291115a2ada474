import { useSearchParams } from 'react-router';

/**
 * The Accounts section's state in the address beside `?tab=accounts`: the email searched
 * (`?email=`) and the account shown (`?account=`), so a reload, or a switch to the audit log and
 * back, opens the same search and the same account.
 */
export function useAccountParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) params.delete(key);
          else params.set(key, value);
        }
        return params;
      },
      { replace: true },
    );
  return {
    email: searchParams.get('email')?.trim() ?? '',
    accountId: searchParams.get('account'),
    /** A new search shows its list, no account chosen yet. */
    search: (email: string) => update({ email, account: null }),
    select: (accountId: string | null) => update({ account: accountId }),
  };
}

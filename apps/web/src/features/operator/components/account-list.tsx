import { useEffect, useRef } from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { accountsFoundText, operatorAccountTexts } from '@sudsy/domain/operator-accounts';
import type { OperatorAccount } from '@sudsy/domain/operator';
import { cn } from '@/lib/utils';
import { AccountBadges } from './account-badges';
import { Breakable } from './audit-entry-parts';

type AccountListProps = {
  accounts: OperatorAccount[];
  /** The account shown beside the list (wide screens), marked as the current one. */
  selectedId: string | null;
  onSelect: (account: OperatorAccount) => void;
  /** Back from an account's detail on a phone: focus returns to that account's row. */
  focusId?: string | null;
};

/** The accounts a search found, a button each that opens the account's detail. */
export function AccountList({ accounts, selectedId, onSelect, focusId }: AccountListProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusId) return;
    list.current?.querySelector<HTMLButtonElement>(`button[data-account-id="${CSS.escape(focusId)}"]`)?.focus();
  }, [focusId]);

  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {accountsFoundText(accounts.length)}
      </p>
      <ul ref={list} className="grid gap-2 [overflow-wrap:anywhere]" aria-label={operatorAccountTexts.resultsLabel}>
        {accounts.map((account) => {
          const current = account.id === selectedId;
          return (
            <li key={account.id}>
              <button
                type="button"
                data-account-id={account.id}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(account)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg border bg-background/40 p-3 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  current && 'border-primary bg-primary/5 hover:bg-primary/10',
                )}
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="leading-snug font-medium">{account.name}</span>
                  <span className="text-sm text-muted-foreground">
                    <Breakable text={account.email} />
                  </span>
                  <AccountBadges account={account} className="mt-1" />
                </span>
                <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, MousePointerClickIcon, UserSearchIcon, UsersIcon } from 'lucide-react';
import type { OperatorAccount } from '@sudsy/domain/operator';
import { operatorAccountTexts } from '@sudsy/domain/operator-accounts';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useMediaQuery } from '@/lib/use-media-query';
import { useFindAccounts } from '../api/find-accounts';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { useAccountParams } from '../lib/use-account-params';
import { AccountDetail } from './account-detail';
import { AccountList } from './account-list';
import { AccountSearchForm } from './account-search-form';

/** From 1024 px the list and the chosen account sit side by side; below, the account replaces the list. */
export const sideBySideQuery = '(min-width: 1024px)';

/**
 * The console's Accounts section: find an account by email, open it, and suspend it or lift its
 * suspension. The search and the account shown live in the address (`?email=`, `?account=`).
 */
export function AccountsSection() {
  const { email, accountId, search, select } = useAccountParams();
  const find = useFindAccounts(email);
  const sideBySide = useMediaQuery(sideBySideQuery);
  // Back on a phone: the row of the account just left takes the focus again.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // Refused by the gate (operator access taken back, two-factor turned off): the log is asked
  // again, and the page answers as it does for the log.
  const gateRefused = find.error instanceof ApiError && (find.error.status === 403 || find.error.status === 404);
  useEffect(() => {
    if (gateRefused) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  }, [gateRefused, queryClient]);

  const refused = find.error instanceof ApiError && find.error.status === 400;
  const accounts = find.data ?? [];
  const selected = accounts.find((account) => account.id === accountId) ?? null;

  const onSearch = (next: string) => {
    setReturnTo(null);
    if (next === email) void find.refetch();
    else search(next);
  };
  const onSelect = (account: OperatorAccount) => {
    setReturnTo(null);
    select(account.id);
  };
  const back = () => {
    setReturnTo(accountId);
    select(null);
  };

  const list = (
    <AccountList
      accounts={accounts}
      selectedId={sideBySide ? accountId : null}
      onSelect={onSelect}
      focusId={returnTo}
    />
  );

  let results;
  if (email === '' || refused) {
    results = (
      <EmptyState
        icon={UserSearchIcon}
        title={operatorAccountTexts.prompt}
        description={operatorAccountTexts.promptHelp}
      />
    );
  } else if (find.isPending) {
    results = <ResultsSkeleton />;
  } else if (find.isError) {
    results = (
      <LoadFailed
        title={operatorAccountTexts.loadFailed}
        description={serverMessage(find.error) ?? unexpectedFailure}
        onRetry={() => void find.refetch()}
        retrying={find.isRefetching}
      />
    );
  } else if (accounts.length === 0) {
    results = (
      <EmptyState
        icon={UserSearchIcon}
        title={operatorAccountTexts.noMatch}
        description={operatorAccountTexts.noMatchHelp}
      />
    );
  } else if (sideBySide) {
    results = (
      <div className="grid grid-cols-[minmax(0,22rem)_minmax(0,1fr)] items-start gap-6">
        {list}
        {selected ? (
          <AccountDetail key={selected.id} account={selected} />
        ) : (
          <EmptyState icon={MousePointerClickIcon} title={operatorAccountTexts.choose} className="py-16" />
        )}
      </div>
    );
  } else if (selected) {
    results = (
      <div className="grid gap-3">
        <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={back}>
          <ArrowLeftIcon aria-hidden />
          {operatorAccountTexts.back}
        </Button>
        <AccountDetail key={selected.id} account={selected} takeFocus />
      </div>
    );
  } else {
    results = list;
  }

  return (
    <SectionCard
      id="accounts"
      title={operatorAccountTexts.title}
      description={operatorAccountTexts.description}
      icon={<UsersIcon />}
    >
      <div className="grid gap-6">
        <AccountSearchForm
          searched={email}
          onSearch={onSearch}
          searching={find.isFetching}
          serverError={refused ? serverMessage(find.error) : null}
        />
        <div aria-busy={find.isFetching}>{results}</div>
      </div>
    </SectionCard>
  );
}

/** While a search runs: rows of the list's shape. */
function ResultsSkeleton() {
  return (
    <div role="status" className="grid gap-2 lg:max-w-[22rem]">
      <span className="sr-only">{operatorAccountTexts.searching}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 rounded-lg" />
      ))}
    </div>
  );
}

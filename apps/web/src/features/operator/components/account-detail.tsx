import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ShieldCheckIcon, UserRoundCheckIcon, UserRoundXIcon } from 'lucide-react';
import { suspensionMessages, type OperatorAccount } from '@sudsy/domain/operator';
import { operatorAccountTexts, type AccountAction } from '@sudsy/domain/operator-accounts';
import { roleLabels } from '@sudsy/domain/roles';
import { Button } from '@/components/ui/button';
import { initialsOf } from '@/lib/initials';
import { AccountActionDialog } from './account-action-dialog';
import { AccountBadges } from './account-badges';
import { AuditWhen, Breakable } from './audit-entry-parts';

const { facts } = operatorAccountTexts;

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

type AccountDetailProps = {
  account: OperatorAccount;
  /** Shown in place of the list (a phone): its heading takes the focus, so a screen reader starts there. */
  takeFocus?: boolean;
};

/**
 * One account as the console shows it: who, since when, its role and whether it is suspended (why,
 * since when), and the one action that fits: Suspend account…, or Lift suspension…. An operator
 * cannot be suspended, so the detail says how their access is taken back first instead.
 */
export function AccountDetail({ account, takeFocus = false }: AccountDetailProps) {
  const [dialog, setDialog] = useState<AccountAction | null>(null);
  // The dialog keeps its action while it closes, so its words do not change as it fades.
  const [lastAction, setLastAction] = useState<AccountAction>('suspend');
  // Each opening a new dialog: an empty reason, no refusal from the last time.
  const [openings, setOpenings] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `account-${account.id}`;
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, account.id]);

  const open = (action: AccountAction) => {
    setLastAction(action);
    setOpenings((count) => count + 1);
    setDialog(action);
  };
  const { suspension } = account;

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-5 rounded-xl border bg-background/40 p-5 [overflow-wrap:anywhere]"
    >
      <div className="flex items-start gap-4">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-base font-semibold text-primary"
          aria-hidden
        >
          {initialsOf(account.name, account.email)}
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg leading-snug font-semibold outline-none">
            {account.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <Breakable text={account.email} />
          </p>
          <AccountBadges account={account} className="mt-1" />
        </div>
      </div>

      <dl className="grid gap-4 border-t pt-4 sm:grid-cols-2">
        <Fact term={facts.joined}>
          <AuditWhen at={account.createdAt} />
        </Fact>
        <Fact term={facts.role}>{roleLabels[account.role]}</Fact>
        <Fact term={facts.status} wide={suspension === null}>
          {suspension ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-rose-700 dark:text-rose-300">
              <UserRoundXIcon className="size-4 shrink-0" aria-hidden />
              {operatorAccountTexts.suspended}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-300">
              <UserRoundCheckIcon className="size-4 shrink-0" aria-hidden />
              {operatorAccountTexts.active}
            </span>
          )}
        </Fact>
        {suspension ? (
          <>
            <Fact term={facts.since}>
              <AuditWhen at={suspension.at} />
            </Fact>
            <Fact term={facts.reason} wide>
              <p className="rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-rose-950 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-50">
                {suspension.reason}
              </p>
            </Fact>
          </>
        ) : null}
      </dl>

      <div className="border-t pt-4">
        {account.operator ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {suspensionMessages.operator}
          </p>
        ) : suspension ? (
          <Button variant="outline" onClick={() => open('reinstate')}>
            <UserRoundCheckIcon aria-hidden />
            {operatorAccountTexts.reinstate}
          </Button>
        ) : (
          <Button
            variant="outline"
            className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive dark:border-destructive/60"
            onClick={() => open('suspend')}
          >
            <UserRoundXIcon aria-hidden />
            {operatorAccountTexts.suspend}
          </Button>
        )}
      </div>

      <AccountActionDialog
        key={openings}
        account={account}
        action={dialog ?? lastAction}
        open={dialog !== null}
        onOpenChange={(next) => {
          if (!next) setDialog(null);
        }}
      />
    </section>
  );
}

import { ShieldCheckIcon, UserRoundXIcon } from 'lucide-react';
import { operatorAccountTexts, suspendedBadgeText } from '@sudsy/domain/operator-accounts';
import type { OperatorAccount } from '@sudsy/domain/operator';
import { roleLabels } from '@sudsy/domain/roles';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { auditDay } from '../lib/audit-format';

/** The account's role, Operator when it is one, and Suspended with the day when it is. */
export function AccountBadges({ account, className }: { account: OperatorAccount; className?: string }) {
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      <Badge variant="outline">{roleLabels[account.role]}</Badge>
      {account.operator ? (
        <Badge className="border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <ShieldCheckIcon aria-hidden />
          {operatorAccountTexts.badges.operator}
        </Badge>
      ) : null}
      {account.suspension ? (
        <Badge className="border-transparent bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100">
          <UserRoundXIcon aria-hidden />
          {suspendedBadgeText(auditDay(account.suspension.at))}
        </Badge>
      ) : null}
    </span>
  );
}

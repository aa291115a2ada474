import { format } from 'date-fns';
import { BarChart3Icon, CalendarDaysIcon, ClipboardListIcon, StarIcon, type LucideIcon } from 'lucide-react';
import { activityLabel, formatRating, type Account } from '@sudsy/domain/account';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';

/** Account Statistics with the account's real figures (never placeholders). */
export function AccountStatisticsCard({ account }: { account: Account | undefined }) {
  return (
    <SectionCard id="account-statistics" title="Account Statistics" icon={<BarChart3Icon />}>
      {!account ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your statistics...</span>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <dl className="grid gap-4">
          <Figure
            icon={CalendarDaysIcon}
            label="Member Since"
            value={format(new Date(account.memberSince), 'MMMM yyyy')}
          />
          <Figure icon={ClipboardListIcon} label={activityLabel(account.role)} value={String(account.activityCount)} />
          {account.role === 'washer' ? (
            <Figure
              icon={StarIcon}
              label="Average Rating"
              value={account.rating ? formatRating(account.rating.average) : 'No ratings yet'}
              hint={
                account.rating
                  ? `from ${account.rating.count} ${account.rating.count === 1 ? 'review' : 'reviews'}`
                  : undefined
              }
            />
          ) : null}
        </dl>
      )}
    </SectionCard>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string | undefined;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg bg-muted/50 px-4 py-3">
      <dt className="flex items-center gap-2 text-sm whitespace-nowrap text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {label}
      </dt>
      <dd className="text-right">
        <span className="font-semibold whitespace-nowrap tabular-nums">{value}</span>
        {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
      </dd>
    </div>
  );
}

import { useState } from 'react';
import { BellIcon } from 'lucide-react';
import { smsConfirmTexts } from '@sudsy/domain/sms';
import type { StoredSmsSettings } from '@sudsy/domain/sms-settings';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { flagsSummary, notificationGroups, type FlagGroup } from './notification-groups';
import { NotificationSettingsDialog } from './notification-settings-dialog';

const groups: FlagGroup[] = ['email', 'push', 'marketing'];

/** The Notifications card: Email, Push (with SMS) and Marketing, each with a Configure dialog. */
export function NotificationSettingsCard() {
  const preferences = useNotificationPreferences();
  const [open, setOpen] = useState<FlagGroup | null>(null);

  return (
    <SectionCard
      id="notifications-title"
      title="Notifications"
      icon={<BellIcon />}
      description="Choose how Sudsy keeps you informed."
    >
      {preferences.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your notification settings...</span>
          {groups.map((group) => (
            <Skeleton key={group} className="h-16 rounded-lg" />
          ))}
        </div>
      ) : preferences.isError ? (
        <LoadFailed
          title="Could not load your notification settings"
          description={serverMessage(preferences.error) ?? 'Check your connection and try again.'}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {groups.map((group) => {
              const { title, description, icon: Icon } = notificationGroups[group];
              const summary = flagsSummary(preferences.data[group]);
              const sms = group === 'push' ? ` · ${smsSummary(preferences.data.sms)}` : '';
              return (
                <li key={group} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="grid gap-0.5">
                      <h3 className="font-medium">{title}</h3>
                      <p className="text-sm text-muted-foreground">{description}</p>
                      <p className="text-xs text-muted-foreground">
                        {summary}
                        {sms}
                      </p>
                    </div>
                  </div>
                  <Button variant="outline" size="sm" aria-label={`Configure ${title}`} onClick={() => setOpen(group)}>
                    Configure
                  </Button>
                </li>
              );
            })}
          </ul>
          <NotificationSettingsDialog
            group={open}
            preferences={preferences.data}
            onOpenChange={(next) => !next && setOpen(null)}
          />
        </>
      )}
    </SectionCard>
  );
}

/** The SMS section in a few words: texts go only to a confirmed number, so an unconfirmed one says so. */
function smsSummary(sms: StoredSmsSettings): string {
  if (!sms.enabled) return 'SMS off';
  return sms.confirmed ? 'SMS on' : `SMS on, number ${smsConfirmTexts.notConfirmed.toLowerCase()}`;
}

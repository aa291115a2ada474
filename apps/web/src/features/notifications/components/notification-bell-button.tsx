import type { ComponentProps } from 'react';
import { BellIcon } from 'lucide-react';
import { bellLabel } from '@sudsy/domain/unread-badge';
import { CountBadge } from '@/components/count-badge';
import { Button } from '@/components/ui/button';
import { usePageSettled } from '@/lib/page-settled';
import { useNotificationUnreadCount } from '../api/get-notification-unread-count';

/**
 * The header's bell with the unread count: shown on its own until the panel's code arrives, then
 * as its trigger. Its accessible name says the count, so a screen reader hears it on focus.
 */
export function NotificationBellButton(props: ComponentProps<typeof Button>) {
  // The count waits for the page's own data: the bell's figure is not what the visitor came for.
  const { data: unread = 0 } = useNotificationUnreadCount(usePageSettled());
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)} {...props}>
      <BellIcon className="size-5" aria-hidden />
      {unread > 0 ? (
        <CountBadge
          data-slot="unread-notifications"
          aria-hidden
          count={unread}
          className="absolute -top-0.5 -right-0.5"
        />
      ) : null}
    </Button>
  );
}

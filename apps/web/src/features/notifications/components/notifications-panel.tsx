import { BellOffIcon } from 'lucide-react';
import { notificationTexts } from '@sudsy/domain/notifications';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/load-failed';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useNotificationUnreadCount } from '../api/get-notification-unread-count';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

/** The bell's panel: the newest notifications, older ones a page at a time, and "Mark all read". */
export function NotificationsPanel({ onOpened }: { onOpened(): void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const { data: unread = 0 } = useNotificationUnreadCount(true);

  return (
    <section aria-labelledby="notifications-title" className="flex min-h-0 flex-col">
      <header className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 id="notifications-title" className="text-base font-semibold">
          {notificationTexts.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {notificationTexts.markAllRead}
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <div role="status" className="divide-y">
            <span className="sr-only">Loading notifications…</span>
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex gap-3 px-4 py-3">
                <Skeleton className="size-8 shrink-0 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </div>
            ))}
          </div>
        ) : list.isError ? (
          <LoadFailed
            className="m-3"
            title={notificationTexts.loadFailed}
            description={serverMessage(list.error) ?? unexpectedFailure}
            onRetry={() => void list.refetch()}
            retrying={list.isRefetching}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <BellOffIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">{notificationTexts.empty}</p>
            <p className="text-sm text-muted-foreground">{notificationTexts.emptyDetail}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  onOpen={() => {
                    if (!notification.read) markRead.mutate(notification.id);
                    onOpened();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.hasNextPage ? (
        <footer className="border-t p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : notificationTexts.loadMore}
          </Button>
        </footer>
      ) : null}
    </section>
  );
}

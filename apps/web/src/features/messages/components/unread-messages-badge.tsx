import { unreadBadgeText } from '@sudsy/domain/unread-badge';
import { useUnreadCount } from '../api/get-unread-count';
import { cn } from '@/lib/utils';

/** The header's count of unread messages, kept live by the message stream; nothing when there are none. */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { data: unread = 0 } = useUnreadCount(true);
  if (unread === 0) return null;
  return (
    <span
      data-slot="unread-messages"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-none font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      {unreadBadgeText(unread)}
      <span className="sr-only"> unread</span>
    </span>
  );
}

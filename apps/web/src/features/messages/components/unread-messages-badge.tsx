import { CountBadge } from '@/components/count-badge';
import { usePageSettled } from '@/lib/page-settled';
import { useUnreadCount } from '../api/get-unread-count';

/** The header's count of unread messages, kept live by the message stream; nothing when there are none. */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  // The count waits for the page's own data, which is what the visitor came for.
  const { data: unread = 0 } = useUnreadCount(usePageSettled());
  if (unread === 0) return null;
  return (
    <CountBadge data-slot="unread-messages" count={unread} className={className}>
      <span className="sr-only"> unread</span>
    </CountBadge>
  );
}

import { Link } from 'react-router';
import { formatDistanceToNow } from 'date-fns';
import {
  BellRingIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  CalendarXIcon,
  CarFrontIcon,
  CircleCheckIcon,
  InboxIcon,
  ShieldCheckIcon,
  StarIcon,
  TagIcon,
  UserCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Notification, NotificationKind } from '@sudsy/domain/notifications';
import { cn } from '@/lib/utils';

const kindIcons: Record<NotificationKind, LucideIcon> = {
  'new-request': InboxIcon,
  'new-quote': TagIcon,
  'quote-accepted': CalendarCheckIcon,
  'quote-declined': TagIcon,
  'quote-lapsed': TagIcon,
  booking: CalendarCheckIcon,
  reschedule: CalendarClockIcon,
  cancellation: CalendarXIcon,
  'job-completed': CircleCheckIcon,
  'review-received': StarIcon,
  reminder: BellRingIcon,
  'attendance-confirmed': UserCheckIcon,
  'on-the-way': CarFrontIcon,
  moderation: ShieldCheckIcon,
};

/** One row of the bell's panel: opening it goes to its page and reads it. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(): void }) {
  const Icon = kindIcons[notification.kind];
  return (
    <Link
      to={notification.link}
      onClick={onOpen}
      className={cn(
        'flex gap-3 px-4 py-3 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        !notification.read && 'bg-primary/5',
      )}
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm break-words', notification.read ? 'font-normal' : 'font-semibold')}>
          {notification.title}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm break-words text-muted-foreground">{notification.body}</span>
        <span className="mt-1 block text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>
            {formatDistanceToNow(new Date(notification.createdAt), { addSuffix: true })}
          </time>
        </span>
      </span>
      {notification.read ? null : (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </Link>
  );
}

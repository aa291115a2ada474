import type { ComponentProps } from 'react';
import { unreadBadgeText } from '@sudsy/domain/unread-badge';
import { cn } from '@/lib/utils';

/** A small pill with a count (99+ beyond two digits), as the header shows unread messages and notifications. */
export function CountBadge({ count, className, children, ...props }: ComponentProps<'span'> & { count: number }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-none font-semibold text-primary-foreground tabular-nums',
        className,
      )}
      {...props}
    >
      {unreadBadgeText(count)}
      {children}
    </span>
  );
}

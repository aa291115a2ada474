import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { NotificationBellButton } from './notification-bell-button';
import { NotificationsPanel } from './notifications-panel';

/** The bell and its panel; `openAtOnce` opens it as it mounts (the bell was pressed while it loaded). */
export function NotificationBell({
  openAtOnce = false,
  onOpenChange,
}: {
  openAtOnce?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(openAtOnce);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Popover open={open} onOpenChange={change}>
      <PopoverTrigger asChild>
        <NotificationBellButton />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-labelledby="notifications-title"
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        {open ? <NotificationsPanel onOpened={() => change(false)} /> : null}
      </PopoverContent>
    </Popover>
  );
}

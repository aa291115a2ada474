import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '@sudsy/domain/messages';
import { MessagesLive } from '@/features/messages/components/messages-live';
import { applyNotificationEvent } from '@/features/notifications/lib/notifications-cache';

/** The user's one live stream, feeding both the messages and the notification centre. Renders nothing. */
export function LiveUpdates({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const onEvent = useCallback((event: StreamEvent) => applyNotificationEvent(queryClient, event), [queryClient]);
  return <MessagesLive userId={userId} onEvent={onEvent} />;
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '@sudsy/domain/messages';
import { appointmentsQueryKeys } from '@/features/appointments/api/appointments-query-keys';
import { MessagesLive } from '@/features/messages/components/messages-live';
import { applyNotificationEvent } from '@/features/notifications/lib/notifications-cache';
import { scheduleQueryKeys } from '@/features/schedule/api/schedule-query-keys';
import { washerAgendaQueryKey } from '@/features/washer-dashboard/api/get-washer-agenda';

/**
 * The user's one live stream, feeding the messages, the notification centre and the pages of a
 * booking that changed elsewhere (its page, the lists, the washer's schedule and dashboard read it
 * again, as they do when a connection opens).
 * Renders nothing.
 */
export function LiveUpdates({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      applyNotificationEvent(queryClient, event);
      // A booking changed, or a new connection opened and may have missed a change made before it
      // (a page opened just as the other side acted): the booking pages read again.
      if (event.type === 'appointment-changed' || event.type === 'ready' || event.type === 'resync') {
        void queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.all });
        void queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.appointments });
        void queryClient.invalidateQueries({ queryKey: washerAgendaQueryKey });
      }
    },
    [queryClient],
  );
  return <MessagesLive userId={userId} onEvent={onEvent} />;
}

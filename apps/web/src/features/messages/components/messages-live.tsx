import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messagesQueryKeys } from '../api/messages-query-keys';
import { createLiveChanges } from '../lib/live-changes';
import { addMessage, markRead } from '../lib/messages-cache';
import { connectMessagesStream } from '../lib/messages-stream';
import { setStreamStatus } from '../lib/stream-status';

/**
 * The signed-in user's live message stream, kept open on every page so the header badge, the
 * contact list and an open conversation change as messages arrive. Renders nothing.
 */
export function MessagesLive({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (very old browsers, test DOMs) messages still load; they just are not live.
    if (typeof EventSource === 'undefined') return;
    const applyLive = createLiveChanges(queryClient);
    return connectMessagesStream({
      onStatus: setStreamStatus,
      onEvent: (event) => {
        switch (event.type) {
          case 'ready':
          case 'resync':
            // A new connection may follow a gap: whatever was missed is read again.
            void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.all });
            break;
          case 'message':
            void applyLive(() => addMessage(queryClient, userId, event.data.message));
            break;
          case 'read':
            void applyLive(() => markRead(queryClient, userId, event.data.readerId, event.data.contactId));
            break;
          case 'ping':
            break;
        }
      },
    });
  }, [queryClient, userId]);
  return null;
}

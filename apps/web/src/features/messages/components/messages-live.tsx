import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '@sudsy/domain/messages';
import { messagesQueryKeys } from '../api/messages-query-keys';
import { createLiveChanges } from '../lib/live-changes';
import { addMessage, markRead } from '../lib/messages-cache';
import { connectMessagesStream } from '../lib/messages-stream';
import { setStreamStatus } from '../lib/stream-status';

/**
 * The signed-in user's live message stream, kept open on every page so the header badge, the
 * contact list and an open conversation change as messages arrive. The same stream carries the
 * notification centre's items: every event also goes to `onEvent`. Renders nothing.
 */
export function MessagesLive({ userId, onEvent }: { userId: string; onEvent?: (event: StreamEvent) => void }) {
  const queryClient = useQueryClient();
  // Kept in a ref: a new handler from a re-render must not reopen the stream.
  const forward = useRef(onEvent);
  useEffect(() => {
    forward.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    // Without EventSource (very old browsers, test DOMs) messages still load; they just are not live.
    if (typeof EventSource === 'undefined') return;
    const applyLive = createLiveChanges(queryClient);
    return connectMessagesStream({
      onStatus: setStreamStatus,
      onEvent: (event) => {
        forward.current?.(event);
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
          default:
            break;
        }
      },
    });
  }, [queryClient, userId]);
  return null;
}

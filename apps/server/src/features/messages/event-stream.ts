import type { StreamEvent } from '@sudsy/domain/messages';
import type { MessagesHub } from './hub';

const encoder = new TextEncoder();

/**
 * Events a stream holds for a reader that has stopped taking them (a phone gone to sleep with the
 * connection open, a proxy that stalls) before it is dropped: its reconnect reads what it missed
 * (`ready` tells the page to catch up), where an unbounded queue would hold memory for as long as
 * the connection lives. A full conversation's worth, so no reader that keeps up is dropped.
 */
export const maxQueuedEvents = 256;

export function formatEvent(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * A user's Server-Sent Events stream: `ready` once the hub listens, then their messages and read
 * receipts, and a `ping` every heartbeat. Whichever ends it (the browser leaving, the request
 * aborting, the hub closing, a reader falling `maxQueuedEvents` behind), its subscription and its
 * heartbeat timer go with it at once.
 */
export function openEventStream(hub: MessagesHub, userId: string, signal: AbortSignal): ReadableStream<Uint8Array> {
  let release: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let ended = false;

  const cleanUp = () => {
    ended = true;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    release?.();
    release = null;
    signal.removeEventListener('abort', cleanUp);
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: StreamEvent) => {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(formatEvent(event)));
          // desiredSize falls by one for each event queued and not yet read.
          if ((controller.desiredSize ?? 0) < -maxQueuedEvents) {
            cleanUp();
            // Drops what is queued and ends the response: the client reconnects and catches up.
            controller.error(new Error('the reader fell behind'));
          }
        } catch {
          // The stream was closed under us; the cleanup below has run or is about to.
          cleanUp();
        }
      };
      const close = () => {
        if (ended) return;
        cleanUp();
        controller.close();
      };
      signal.addEventListener('abort', cleanUp, { once: true });
      const unsubscribe = await hub.subscribe(userId, { send, close });
      // Gone while the subscription was starting: let go of it straight away.
      if (ended || signal.aborted) {
        unsubscribe();
        cleanUp();
        return;
      }
      release = unsubscribe;
      heartbeat = setInterval(() => send({ type: 'ping', data: {} }), hub.heartbeatMs);
      send({ type: 'ready', data: { heartbeatMs: hub.heartbeatMs } });
    },
    cancel() {
      cleanUp();
    },
  });
}

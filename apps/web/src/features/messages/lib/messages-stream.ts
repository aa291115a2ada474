import { reconnectDelayMs } from '@sudsy/domain/constants';
import {
  missedHeartbeatsBeforeReconnect,
  streamEventSchemas,
  type StreamEvent,
  type StreamEventType,
} from '@sudsy/domain/messages';
import type { StreamStatus } from './stream-status';

export const messagesStreamUrl = '/api/messages/stream';
/** Until the server says its heartbeat in `ready`. */
const assumedHeartbeatMs = 15_000;
const eventTypes = Object.keys(streamEventSchemas) as StreamEventType[];

type StreamSource = Pick<EventSource, 'addEventListener' | 'close'> & { onerror: EventSource['onerror'] };

export type MessagesStreamOptions = {
  onEvent(event: StreamEvent): void;
  onStatus(status: StreamStatus): void;
  /** The browser's EventSource unless a test gives its own. */
  createSource?: (url: string) => StreamSource;
};

/**
 * Keeps the user's message stream open. A dropped or silent connection (no event, not even the
 * heartbeat, for 2.5 heartbeats) is replaced after 1 s, 2 s, 5 s, then every 10 s;
 * each new connection opens with `ready`, which tells the page to catch up. Returns `stop`.
 */
export function connectMessagesStream({
  onEvent,
  onStatus,
  createSource = (url) => new EventSource(url),
}: MessagesStreamOptions): () => void {
  let source: StreamSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let heartbeatMs = assumedHeartbeatMs;
  let stopped = false;

  const armWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reconnect, heartbeatMs * missedHeartbeatsBeforeReconnect);
  };

  const receive = (type: StreamEventType, raw: unknown) => {
    armWatchdog();
    let data: unknown;
    try {
      data = JSON.parse(typeof raw === 'string' ? raw : '');
    } catch {
      return;
    }
    const parsed = streamEventSchemas[type].safeParse(data);
    if (!parsed.success) return;
    const event = { type, data: parsed.data } as StreamEvent;
    if (event.type === 'ready') {
      attempt = 0;
      heartbeatMs = event.data.heartbeatMs;
      armWatchdog();
      onStatus('open');
    }
    onEvent(event);
  };

  function open() {
    retry = undefined;
    const next = createSource(messagesStreamUrl);
    source = next;
    for (const type of eventTypes) next.addEventListener(type, (event) => receive(type, (event as MessageEvent).data));
    // The browser would retry on its own schedule; ours is the product's.
    next.onerror = reconnect;
    armWatchdog();
  }

  function reconnect() {
    if (stopped || retry !== undefined) return;
    clearTimeout(watchdog);
    source?.close();
    source = null;
    onStatus('reconnecting');
    retry = setTimeout(open, reconnectDelayMs(attempt));
    attempt += 1;
  }

  onStatus('connecting');
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(watchdog);
    source?.close();
    source = null;
    onStatus('offline');
  };
}

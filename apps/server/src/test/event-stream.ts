import type { StreamEvent, StreamEventType } from '@sudsy/domain/messages';
import type { SignedIn } from './accounts';
import { testOrigin, type TestApp } from './test-app';

type Fetcher = { request: TestApp['app']['request'] } | { baseUrl: string };

/** An open GET /api/messages/stream, read event by event as a browser's EventSource would. */
export type OpenStream = {
  status: number;
  /** The next event of `type` (skipping others), or a rejection after `timeoutMs`. */
  next<Type extends StreamEventType>(
    type: Type,
    timeoutMs?: number,
  ): Promise<Extract<StreamEvent, { type: Type }>['data']>;
  /** Every event received so far, in order. */
  received: StreamEvent[];
  close(): Promise<void>;
};

function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const type = /^event: (.+)$/mu.exec(block)?.[1];
    const data = /^data: (.*)$/mu.exec(block)?.[1];
    return type && data !== undefined ? [{ type, data: JSON.parse(data) } as StreamEvent] : [];
  });
  return { events, rest };
}

/** Opens the stream as `who`, through the app in memory or over HTTP (`baseUrl`). */
export async function openStream(via: Fetcher, who: SignedIn): Promise<OpenStream> {
  const aborter = new AbortController();
  const init = {
    headers: { cookie: who.cookie, origin: testOrigin, accept: 'text/event-stream' },
    signal: aborter.signal,
  };
  const response = await ('request' in via
    ? via.request(`${testOrigin}/api/messages/stream`, init)
    : fetch(`${via.baseUrl}/api/messages/stream`, init));
  const received: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  let ended = false;
  const reader = response.body?.getReader();
  const pump = async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        received.push(...parsed.events);
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  };
  void pump();
  return {
    status: response.status,
    received,
    next(type, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < received.length) {
            const event = received[cursor];
            cursor += 1;
            if (event?.type === type) {
              done();
              resolve(event.data as never);
              return;
            }
          }
          if (ended) {
            done();
            reject(new Error(`stream ended before a ${type} event`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${type} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader?.cancel().catch(() => {});
      aborter.abort();
    },
  };
}

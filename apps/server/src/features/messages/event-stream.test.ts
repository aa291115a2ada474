import { describe, expect, it } from 'vitest';
import { maxQueuedEvents, openEventStream } from './event-stream';
import type { MessagesHub, Subscriber } from './hub';

/** A hub of one subscriber, so a test sends to the stream as fast as it likes. */
function oneSubscriberHub() {
  let subscriber: Subscriber | null = null;
  const hub: MessagesHub = {
    heartbeatMs: 60_000,
    subscribe: async (_userId, next) => {
      subscriber = next;
      return () => {
        subscriber = null;
      };
    },
    publish: async () => {},
    stats: () => ({ users: subscriber ? 1 : 0, subscribers: subscriber ? 1 : 0 }),
    close: async () => {},
  };
  return { hub, subscriber: () => subscriber };
}

const readReceipt = (id: number) => ({
  type: 'read' as const,
  data: { readerId: `reader-${id}`, contactId: 'contact' },
});

describe('an event stream whose reader falls behind', () => {
  it('is dropped once it holds more than the bound, and lets go of its subscription', async () => {
    const { hub, subscriber } = oneSubscriberHub();
    const reader = openEventStream(hub, 'user-1', new AbortController().signal).getReader();
    await expect(reader.read()).resolves.toMatchObject({ done: false });
    for (let sent = 0; sent <= maxQueuedEvents + 1; sent += 1) subscriber()?.send(readReceipt(sent));
    expect(hub.stats()).toEqual({ users: 0, subscribers: 0 });
    await expect(reader.read()).rejects.toThrow('the reader fell behind');
  });

  it('keeps a reader that takes each event as it comes, however many', async () => {
    const { hub, subscriber } = oneSubscriberHub();
    const reader = openEventStream(hub, 'user-1', new AbortController().signal).getReader();
    await reader.read();
    for (let sent = 0; sent < maxQueuedEvents * 4; sent += 1) {
      subscriber()?.send(readReceipt(sent));
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toContain(`reader-${sent}`);
    }
    expect(hub.stats()).toEqual({ users: 1, subscribers: 1 });
    await reader.cancel();
  });
});

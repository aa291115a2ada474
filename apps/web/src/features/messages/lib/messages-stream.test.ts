import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@sudsy/domain/messages';
import { connectMessagesStream } from './messages-stream';
import type { StreamStatus } from './stream-status';

/** Stands in for EventSource: the test plays the server's events and failures. */
class FakeSource {
  static opened: FakeSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();

  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }

  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeSource.opened.at(-1) as FakeSource;

function start() {
  const events: StreamEvent[] = [];
  const statuses: StreamStatus[] = [];
  const stop = connectMessagesStream({
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    createSource: (url) => new FakeSource(url) as unknown as EventSource,
  });
  return { events, statuses, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live message stream', () => {
  it('opens /api/messages/stream and hands on the events it understands', () => {
    const { events, statuses, stop } = start();
    expect(latest().url).toBe('/api/messages/stream');
    expect(statuses).toEqual(['connecting']);
    latest().emit('ready', { heartbeatMs: 15_000 });
    latest().emit('read', { readerId: 'a', contactId: 'b' });
    latest().emit('message', { nonsense: true });
    expect(events).toEqual([
      { type: 'ready', data: { heartbeatMs: 15_000 } },
      { type: 'read', data: { readerId: 'a', contactId: 'b' } },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
    stop();
    expect(latest().closed).toBe(true);
    expect(statuses.at(-1)).toBe('offline');
  });

  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, and starts over once connected', () => {
    const { statuses, stop } = start();
    const waits: number[] = [];
    for (let failure = 0; failure < 6; failure += 1) {
      const before = FakeSource.opened.length;
      latest().fail();
      expect(FakeSource.opened[before - 1]?.closed).toBe(true);
      let waited = 0;
      while (FakeSource.opened.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(statuses.at(-1)).toBe('reconnecting');

    latest().emit('ready', { heartbeatMs: 15_000 });
    expect(statuses.at(-1)).toBe('open');
    const before = FakeSource.opened.length;
    latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(before + 1);
    stop();
  });

  it('takes a connection that misses its heartbeats for dead and replaces it', () => {
    const { stop } = start();
    latest().emit('ready', { heartbeatMs: 1000 });
    vi.advanceTimersByTime(2000);
    latest().emit('ping', {});
    vi.advanceTimersByTime(2000);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(FakeSource.opened).toHaveLength(2);
    stop();
  });

  it('leaves no timer behind once stopped', () => {
    const { stop } = start();
    latest().fail();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

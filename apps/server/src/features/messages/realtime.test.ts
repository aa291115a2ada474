import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '@sudsy/domain/messages';
import { pino } from 'pino';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openEventStream } from './event-stream';
import { createMessagesHub } from './hub';
import { openStream, type OpenStream } from '../../test/event-stream';
import { shareRequest, until } from './test-support';
import { findNotification } from '../notifications';

const heartbeatMs = 150;
let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let otherOwner: SignedIn;
let otherWasher: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { heartbeatMs });
  [owner, washer, otherOwner, otherWasher] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
  ]);
  await shareRequest(t, owner, washer);
  await shareRequest(t, otherOwner, otherWasher);
  await shareRequest(t, otherOwner, washer);
});
afterAll(() => t.close());

const send = async (from: SignedIn, to: SignedIn, content: string): Promise<Message> => {
  const response = await callAs(t, from, 'POST', `/api/messages/conversations/${to.id}`, { content });
  expect(response.status).toBe(201);
  return ((await response.json()) as { message: Message }).message;
};

async function opened(who: SignedIn): Promise<OpenStream> {
  const stream = await openStream(t.app, who);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

const messagesIn = (stream: OpenStream) =>
  stream.received.flatMap((event) => (event.type === 'message' ? [event.data.message] : []));

describe('GET /api/messages/stream', () => {
  it('is an uncompressed, uncached event stream that opens with ready and the heartbeat interval', async () => {
    const response = await t.app.request('http://localhost:3000/api/messages/stream', {
      headers: { cookie: washer.cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const reader = response.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    expect(first).toBe(`event: ready\ndata: {"heartbeatMs":${heartbeatMs}}\n\n`);
    await reader?.cancel();
  });

  it('delivers a new message live to the receiver and to the sender’s other tabs, then the read receipt', async () => {
    const [washerTab, ownerTab] = await Promise.all([opened(washer), opened(owner)]);
    const sent = await send(owner, washer, 'Are you free on Saturday?');
    expect(await washerTab.next('message')).toEqual({ message: sent });
    expect(await ownerTab.next('message')).toEqual({ message: sent });

    await callAs(t, washer, 'POST', `/api/messages/conversations/${owner.id}/read`);
    expect(await ownerTab.next('read')).toEqual({ readerId: washer.id, contactId: owner.id });
    expect(await washerTab.next('read')).toEqual({ readerId: washer.id, contactId: owner.id });
    await Promise.all([washerTab.close(), ownerTab.close()]);
  });

  it('sends a heartbeat on an idle stream', async () => {
    const stream = await opened(washer);
    await stream.next('ping', heartbeatMs * 4);
    await stream.next('ping', heartbeatMs * 4);
    await stream.close();
  });

  it('never gives a subscriber another user’s messages, and gives it all of its own', async () => {
    const users = [owner, washer, otherOwner, otherWasher];
    const streams = await Promise.all(users.map(opened));
    const pairs: [SignedIn, SignedIn][] = [
      [owner, washer],
      [washer, owner],
      [otherOwner, otherWasher],
      [otherWasher, otherOwner],
      [otherOwner, washer],
      [washer, otherOwner],
    ];
    const sent: Message[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const [from, to] of pairs) sent.push(await send(from, to, `round ${round}: ${from.id} to ${to.id}`));
    }
    for (const [index, who] of users.entries()) {
      const stream = streams[index];
      if (!stream) throw new Error('stream missing');
      const own = sent.filter((message) => message.senderId === who.id || message.receiverId === who.id);
      await until(() => messagesIn(stream).length >= own.length);
      // In the order they were sent, and nothing more.
      expect(messagesIn(stream)).toEqual(own);
    }
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('ends open streams when their hub closes, as at shutdown, and only those', async () => {
    const stream = await opened(otherWasher);
    // A second hub on the same database, as another server instance would have.
    const other = createMessagesHub({
      db: t.database.db,
      logger: pino({ level: 'silent' }),
      notificationOf: findNotification,
    });
    const reader = openEventStream(other, otherWasher.id, new AbortController().signal).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
    expect(other.stats()).toEqual({ users: 1, subscribers: 1 });
    await other.close();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(other.stats()).toEqual({ users: 0, subscribers: 0 });

    const sent = await send(otherOwner, otherWasher, 'still here');
    expect(await stream.next('message')).toEqual({ message: sent });
    await stream.close();
  });
});

describe('connection hygiene', () => {
  /** Heartbeat intervals started and not yet cleared, watched through the timer functions themselves. */
  function watchHeartbeats() {
    const live = new Set<unknown>();
    const realSet = globalThis.setInterval;
    const realClear = globalThis.clearInterval;
    const setSpy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((callback: () => void, ms?: number) => {
      const handle = realSet(callback, ms);
      if (ms === heartbeatMs) live.add(handle);
      return handle;
    }) as typeof setInterval);
    const clearSpy = vi.spyOn(globalThis, 'clearInterval').mockImplementation(((
      handle?: Parameters<typeof clearInterval>[0],
    ) => {
      live.delete(handle);
      realClear(handle);
    }) as typeof clearInterval);
    return {
      live,
      started: () => setSpy.mock.calls.filter(([, ms]) => ms === heartbeatMs).length,
      restore() {
        setSpy.mockRestore();
        clearSpy.mockRestore();
      },
    };
  }

  it('releases the subscription and heartbeat of each closed stream at once: thousands of connects leave nothing behind', async () => {
    await until(() => t.messagesHub.stats().subscribers === 0);
    const heartbeats = watchHeartbeats();
    const settled = () => {
      expect(t.messagesHub.stats()).toEqual({ users: 0, subscribers: 0 });
      expect(heartbeats.live.size).toBe(0);
    };
    // Through HTTP, as browsers come and go.
    const httpCycles = 200;
    for (let done = 0; done < httpCycles; done += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const stream = await opened(index % 2 === 0 ? owner : washer);
          await stream.close();
        }),
      );
      settled();
    }
    // Straight on the stream, ended both ways a connection can end: the body cancelled, the request aborted.
    const directCycles = 4000;
    for (let done = 0; done < directCycles; done += 100) {
      await Promise.all(
        Array.from({ length: 100 }, async (_, index) => {
          const aborter = new AbortController();
          const reader = openEventStream(
            t.messagesHub,
            index % 2 === 0 ? owner.id : washer.id,
            aborter.signal,
          ).getReader();
          await reader.read();
          if (index % 3 === 0) aborter.abort();
          else await reader.cancel();
        }),
      );
      settled();
    }
    expect(heartbeats.started()).toBe(httpCycles + directCycles);
    heartbeats.restore();

    // The instance still delivers after all that.
    const stream = await opened(washer);
    const sent = await send(owner, washer, 'after the storm');
    expect(await stream.next('message')).toEqual({ message: sent });
    await stream.close();
    expect(t.messagesHub.stats()).toEqual({ users: 0, subscribers: 0 });
  }, 120_000);

  it('lets go when the request is aborted before the body is read', async () => {
    const aborter = new AbortController();
    const response = await t.app.request('http://localhost:3000/api/messages/stream', {
      headers: { cookie: owner.cookie },
      signal: aborter.signal,
    });
    expect(response.status).toBe(200);
    await until(() => t.messagesHub.stats().subscribers === 1);
    aborter.abort();
    await until(() => t.messagesHub.stats().subscribers === 0);
    await response.body?.cancel().catch(() => {});
  });
});

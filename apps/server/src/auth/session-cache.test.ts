import { describe, expect, it } from 'vitest';
import type { ListenHandlers, Notifications } from '../platform/pg-notifications';
import { createSessionCache, type CachedSession, type SessionCacheOptions } from './session-cache';

const ttlMs = 30_000;

/** Notifications the test delivers by hand; `listen` resolves when `started` says so. */
function fakeNotifications(started: Promise<void> = Promise.resolve()) {
  let handlers: ListenHandlers | null = null;
  const calls = { listen: 0, close: 0 };
  const notifications: Notifications = {
    async listen(next) {
      calls.listen += 1;
      await started;
      handlers = next;
    },
    async notify() {},
    async close() {
      calls.close += 1;
    },
  };
  const handlersOf = () => {
    if (!handlers) throw new Error('not listening');
    return handlers;
  };
  return {
    notifications,
    calls,
    payload: (payload: string) => handlersOf().onPayload(payload),
    lost: () => handlersOf().onLost?.(),
    gap: () => handlersOf().onGap(),
  };
}

/** A cache on a clock the test moves, already listening. */
async function listeningCache(options: Partial<SessionCacheOptions> = {}) {
  const clock = { ms: Date.UTC(2026, 10, 27, 12) };
  const fake = fakeNotifications();
  const cache = createSessionCache({ notifications: fake.notifications, ttlMs, now: () => clock.ms, ...options });
  expect(await cache.listening()).toBe(true);
  return { cache, clock, ...fake };
}

const browser = (cookie: string, authorization?: string) =>
  new Headers({ cookie, ...(authorization ? { authorization } : {}) });

function sessionOf(userId: string, sessionExpiresAt = new Date(Date.UTC(2026, 11, 27))): CachedSession {
  return {
    user: { id: userId, name: 'Test User', email: `${userId}@example.com`, role: 'owner' },
    sessionId: `session-of-${userId}`,
    sessionExpiresAt,
  };
}

describe('session cache', () => {
  it('answers only for the exact Cookie and Authorization headers it was stored for', async () => {
    const { cache } = await listeningCache();
    const session = sessionOf('ada');
    expect(cache.set(browser('token=a'), session, cache.version())).toBe(true);
    expect(cache.get(browser('token=a'))).toEqual(session);
    expect(cache.get(browser('token=b'))).toBeUndefined();
    expect(cache.get(browser('token=a', 'Bearer a'))).toBeUndefined();
    expect(cache.get(browser('token=a; theme=dark'))).toBeUndefined();
  });

  it('keeps an answer for the time to live, and never past its session’s end', async () => {
    const { cache, clock } = await listeningCache();
    cache.set(browser('long'), sessionOf('ada'), cache.version());
    cache.set(browser('ending'), sessionOf('bob', new Date(clock.ms + 1000)), cache.version());
    clock.ms += 999;
    expect(cache.get(browser('ending'))).toBeDefined();
    clock.ms += 1;
    expect(cache.get(browser('ending'))).toBeUndefined();
    clock.ms += ttlMs - 1001;
    expect(cache.get(browser('long'))).toBeDefined();
    clock.ms += 1;
    expect(cache.get(browser('long'))).toBeUndefined();
    expect(cache.size()).toBe(0);
    expect(cache.set(browser('over'), sessionOf('cy', new Date(clock.ms)), cache.version())).toBe(false);
  });

  it('forgets every answer of one user, on each of their devices, and nobody else’s', async () => {
    const { cache } = await listeningCache();
    cache.set(browser('phone'), sessionOf('ada'), cache.version());
    cache.set(browser('laptop'), sessionOf('ada'), cache.version());
    cache.set(browser('other'), sessionOf('bob'), cache.version());
    cache.forgetUser('ada');
    expect(cache.get(browser('phone'))).toBeUndefined();
    expect(cache.get(browser('laptop'))).toBeUndefined();
    expect(cache.get(browser('other'))).toBeDefined();
    cache.clear();
    expect(cache.get(browser('other'))).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('refuses an answer read before its user, or everyone, was forgotten: it may predate the change', async () => {
    const { cache } = await listeningCache();
    const readBeforeForget = cache.version();
    cache.forgetUser('ada');
    expect(cache.set(browser('phone'), sessionOf('ada'), readBeforeForget)).toBe(false);
    expect(cache.set(browser('other'), sessionOf('bob'), readBeforeForget)).toBe(true);
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(true);

    const readBeforeClear = cache.version();
    cache.clear();
    expect(cache.set(browser('other'), sessionOf('bob'), readBeforeClear)).toBe(false);
  });

  it('holds at most its bound, dropping the oldest, and remembers forgotten users within it too', async () => {
    const { cache } = await listeningCache({ maxEntries: 2 });
    for (const name of ['ada', 'bob', 'cy']) cache.set(browser(name), sessionOf(name), cache.version());
    expect(cache.size()).toBe(2);
    expect(cache.get(browser('ada'))).toBeUndefined();
    expect(cache.get(browser('cy'))).toBeDefined();

    // Three users forgotten with room for two marks: a read older than the dropped mark is refused.
    const readBefore = cache.version();
    for (const name of ['dee', 'eve', 'fay']) cache.forgetUser(name);
    expect(cache.set(browser('gus'), sessionOf('gus'), readBefore)).toBe(false);
  });

  it('forgets the user a notice names, and everything after a gap in the notices', async () => {
    const { cache, payload, gap } = await listeningCache();
    cache.set(browser('phone'), sessionOf('ada'), cache.version());
    cache.set(browser('other'), sessionOf('bob'), cache.version());
    payload('ada');
    expect(cache.get(browser('phone'))).toBeUndefined();
    expect(cache.get(browser('other'))).toBeDefined();
    gap();
    expect(cache.size()).toBe(0);
  });

  it('neither keeps nor serves anything while the listening connection is lost', async () => {
    const { cache, lost, gap } = await listeningCache();
    cache.set(browser('phone'), sessionOf('ada'), cache.version());
    lost();
    expect(cache.get(browser('phone'))).toBeUndefined();
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(false);
    expect(await cache.listening()).toBe(false);
    gap();
    expect(await cache.listening()).toBe(true);
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(true);
  });

  it('starts listening at once and keeps nothing read before it listens', async () => {
    let listened = () => {};
    const fake = fakeNotifications(new Promise<void>((resolve) => (listened = resolve)));
    const cache = createSessionCache({ notifications: fake.notifications, ttlMs });
    expect(fake.calls.listen).toBe(1);
    const readBeforeListening = cache.version();
    expect(cache.set(browser('phone'), sessionOf('ada'), readBeforeListening)).toBe(false);
    listened();
    expect(await cache.listening()).toBe(true);
    // Read before any notice could be heard: a change in between would have gone unnoticed.
    expect(cache.set(browser('phone'), sessionOf('ada'), readBeforeListening)).toBe(false);
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(true);
  });

  it('tries to listen again a while after a failed start, serving from the database meanwhile', async () => {
    const clock = { ms: 0 };
    let failures = 1;
    const notifications: Notifications = {
      async listen() {
        if (failures-- > 0) throw new Error('connection refused');
      },
      async notify() {},
      async close() {},
    };
    const cache = createSessionCache({ notifications, ttlMs, now: () => clock.ms });
    expect(await cache.listening()).toBe(false);
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(false);
    expect(await cache.listening()).toBe(false);
    clock.ms += 5_000;
    cache.get(browser('phone'));
    expect(await cache.listening()).toBe(true);
  });

  it('is off at a time to live of 0: it never listens and keeps nothing', async () => {
    const fake = fakeNotifications();
    const cache = createSessionCache({ notifications: fake.notifications, ttlMs: 0 });
    expect(await cache.listening()).toBe(false);
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(false);
    expect(cache.get(browser('phone'))).toBeUndefined();
    expect(fake.calls.listen).toBe(0);
  });

  it('stops listening and drops everything when closed', async () => {
    const { cache, calls } = await listeningCache();
    cache.set(browser('phone'), sessionOf('ada'), cache.version());
    await cache.close();
    expect(calls.close).toBe(1);
    expect(cache.get(browser('phone'))).toBeUndefined();
    expect(cache.set(browser('phone'), sessionOf('ada'), cache.version())).toBe(false);
  });
});

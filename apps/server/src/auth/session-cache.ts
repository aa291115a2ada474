import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createNotifications, type Notifications } from '../platform/pg-notifications';
import type { SessionUser } from './access';

/**
 * Signed-in sessions kept in memory for a few seconds, so most requests skip the session and user
 * queries (docs/decisions/014). Revocation stays immediate: the database names the user on this
 * channel whenever one of their sessions or their account changes (drizzle/0021), and every
 * instance forgets that user; the instance that made the change forgets at once as well.
 */
export const sessionsChannel = 'sudsy_sessions';

/** A signed-in answer of Better Auth, as the session middleware uses it. */
export type CachedSession = { user: SessionUser; sessionId: string; sessionExpiresAt: Date };

export type SessionCache = {
  /** The answer stored for exactly these Cookie and Authorization headers, while it is fresh. */
  get(headers: Headers): CachedSession | undefined;
  /** Taken before reading the database, and handed to `set` with what was read. */
  version(): number;
  /**
   * Keeps a signed-in answer read from the database for these headers. Refused (false) when the
   * cache is off or not hearing the database's notices, or when the user, or everyone, was
   * forgotten since `readSince`: the answer may predate that change.
   */
  set(headers: Headers, session: CachedSession, readSince: number): boolean;
  forgetUser(userId: string): void;
  clear(): void;
  /** How many answers are held. */
  size(): number;
  /** Resolves true once the database's notices are heard (answers are kept only then), false if they cannot be. */
  listening(): Promise<boolean>;
  /** Stops listening and drops everything. */
  close(): Promise<void>;
};

export type SessionCacheOptions = {
  notifications: Notifications;
  /** How long an answer is kept (never past its session's end); 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  logger?: Logger;
};

/** About a kilobyte each: ten thousand signed-in people per instance cost some 10 MB. */
export const defaultMaxEntries = 10_000;
/** After a failed start, how long until the next request tries to listen again. */
const listenRetryMs = 5_000;

type Entry = { session: CachedSession; expiresAtMs: number };
type ListenState = 'idle' | 'starting' | 'listening' | 'lost' | 'closed';

export function createSessionCache({
  notifications,
  ttlMs,
  maxEntries = defaultMaxEntries,
  now = Date.now,
  logger,
}: SessionCacheOptions): SessionCache {
  const enabled = ttlMs > 0;
  // In insertion order, so the first key is the oldest.
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  // Every forget counts up; a read that began before a forget of its user (or a clear) is not kept.
  let version = 0;
  let clearedAt = 0;
  const forgottenAt = new Map<string, number>();

  let state: ListenState = 'idle';
  let started: Promise<boolean> = Promise.resolve(false);
  let retryAt = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.session.user.id);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.session.user.id);
  }

  function forgetUser(userId: string): void {
    version += 1;
    forgottenAt.delete(userId);
    forgottenAt.set(userId, version);
    if (forgottenAt.size > maxEntries) {
      // Bounded like the entries: dropping the oldest mark counts as a clear at its version.
      const oldest = forgottenAt.entries().next().value;
      if (oldest) {
        forgottenAt.delete(oldest[0]);
        clearedAt = Math.max(clearedAt, oldest[1]);
      }
    }
    for (const key of keysByUser.get(userId) ?? []) entries.delete(key);
    keysByUser.delete(userId);
  }

  function clear(): void {
    version += 1;
    clearedAt = version;
    forgottenAt.clear();
    entries.clear();
    keysByUser.clear();
  }

  function startListening(): Promise<boolean> {
    if (!enabled || state !== 'idle' || now() < retryAt) return started;
    state = 'starting';
    started = notifications
      .listen({
        onPayload: forgetUser,
        // Nothing is heard until the connection is back, so nothing held can be trusted meanwhile.
        onLost: () => {
          if (state === 'listening') state = 'lost';
          clear();
        },
        onGap: () => {
          clear();
          if (state === 'lost') state = 'listening';
        },
      })
      .then(
        () => {
          if (state !== 'starting') return state === 'listening';
          // A read begun before this may predate a change whose notice went unheard.
          clear();
          state = 'listening';
          return true;
        },
        (error: unknown) => {
          if (state === 'starting') state = 'idle';
          retryAt = now() + listenRetryMs;
          logger?.warn({ err: error }, 'session cache cannot hear session changes; reading every session');
          return false;
        },
      );
    return started;
  }

  // At once, so the first requests already find the cache listening.
  void startListening();

  return {
    get(headers) {
      if (!enabled) return undefined;
      if (state === 'idle') void startListening();
      const key = keyOf(headers);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > now()) return entry.session;
      remove(key);
      return undefined;
    },
    version: () => version,
    set(headers, session, readSince) {
      const userId = session.user.id;
      if (!enabled || state !== 'listening') return false;
      if (clearedAt > readSince || (forgottenAt.get(userId) ?? 0) > readSince) return false;
      const expiresAtMs = Math.min(now() + ttlMs, session.sessionExpiresAt.getTime());
      if (expiresAtMs <= now()) return false;
      const key = keyOf(headers);
      remove(key);
      entries.set(key, { session, expiresAtMs });
      let keys = keysByUser.get(userId);
      if (!keys) keysByUser.set(userId, (keys = new Set()));
      keys.add(key);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      return true;
    },
    forgetUser,
    clear,
    size: () => entries.size,
    async listening() {
      if (state === 'idle') return startListening();
      if (state === 'starting') return started;
      return state === 'listening';
    },
    async close() {
      state = 'closed';
      clear();
      await notifications.close();
    },
  };
}

/** The cache the configuration asks for, hearing `db`'s notices; whoever makes it closes it. */
export function sessionCacheFor(
  db: Db,
  { sessionCacheSeconds }: Pick<Config, 'sessionCacheSeconds'>,
  logger: Logger,
): SessionCache {
  const notifications = createNotifications(db, sessionsChannel, logger);
  return createSessionCache({ notifications, ttlMs: sessionCacheSeconds * 1000, logger });
}

/**
 * Both headers that can carry a session (the bearer plugin turns a token into a cookie), hashed:
 * an entry is only ever stored from Better Auth's own check of these exact headers, so finding it
 * needs no signature check, and a padded cookie cannot make an entry large.
 */
function keyOf(headers: Headers): string {
  return createHash('sha256')
    .update(headers.get('cookie') ?? '')
    .update('\n')
    .update(headers.get('authorization') ?? '')
    .digest('base64url');
}

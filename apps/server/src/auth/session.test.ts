import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeviceSession } from '@sudsy/domain/account';
import { createApp } from '../app';
import { session, user } from '../db/schema';
import { createNotifications, type Notifications } from '../platform/pg-notifications';
import { callAs, type SignedIn } from '../test/accounts';
import {
  cookieOf,
  createTestApp,
  jsonRequest,
  mailLink,
  signIn,
  signUp,
  testOrigin,
  testPassword,
  type TestApp,
} from '../test/test-app';
import type { AppEnv } from '../http/app-env';
import { sessionMiddleware } from './session';
import { createSessionCache, sessionsChannel, type SessionCache } from './session-cache';

const logger = pino({ level: 'silent' });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = SignedIn & { email: string };

/** A confirmed owner signed in on two devices. */
async function onTwoDevices(): Promise<{ here: Account; phone: Account }> {
  const { cookie, email } = await signUp(t.app, 'owner');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user row for ${email}`);
  const phone = cookieOf(await signIn(t.app, email, 'owner'));
  return { here: { cookie, email, id: row.id }, phone: { cookie: phone, email, id: row.id } };
}

const headersOf = (who: SignedIn) => new Headers({ cookie: who.cookie });
const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)?.[1] ?? '');

/** The text of a query as either driver receives it (a string, or a config with `text`). */
const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

describe('a session read once, then from memory', () => {
  it('reads the session from the database on the first request only', async () => {
    const { here } = await onTwoDevices();
    expect(await t.sessionCache.listening()).toBe(true);
    const client = (t.database.db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    const sessionReads = () => queries.mock.calls.filter(([query]) => /from "session"/i.test(textOf(query))).length;
    try {
      expect((await callAs(t, here, 'GET', '/api/vehicles')).status).toBe(200);
      expect(sessionReads()).toBe(1);
      queries.mockClear();
      expect((await callAs(t, here, 'GET', '/api/vehicles')).status).toBe(200);
      expect(queries).toHaveBeenCalled();
      expect(sessionReads()).toBe(0);
    } finally {
      queries.mockRestore();
    }
  });
});

describe('a request with an ended session', () => {
  it('is signed out and leaves the browser’s cookie alone, which may already be a newer session’s', async () => {
    const { here, phone } = await onTwoDevices();
    const listed = await callAs(t, here, 'GET', '/api/account/sessions');
    const { sessions } = (await listed.json()) as { sessions: DeviceSession[] };
    const phoneSession = sessions.find((device) => !device.current);
    expect((await callAs(t, here, 'DELETE', `/api/account/sessions/${phoneSession?.id}`)).status).toBe(204);
    const late = await callAs(t, phone, 'GET', '/api/account');
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie().filter((cookie) => cookie.includes('session_token'))).toEqual([]);
  });
});

describe('the database’s notices', () => {
  let notifications: Notifications;
  const heard: string[] = [];

  beforeAll(async () => {
    notifications = createNotifications(t.database.db, sessionsChannel, logger);
    await notifications.listen({ onPayload: (payload) => heard.push(payload), onGap: () => {} });
  });
  afterAll(() => notifications.close());

  /** What was heard up to now: notices arrive in commit order, so once a marker is heard, all before it were. */
  async function heardSoFar(): Promise<string[]> {
    const marker = `marker-${heard.length}-${Date.now()}`;
    await notifications.notify(t.database.db, marker);
    await expect.poll(() => heard, { timeout: 5000 }).toContain(marker);
    return heard.splice(0).filter((payload) => payload !== marker);
  }

  it('name the user whose sessions or account changed, once per statement however many rows', async () => {
    const { here } = await onTwoDevices();
    await heardSoFar();
    await t.database.db.update(user).set({ name: 'Renamed' }).where(eq(user.id, here.id));
    expect(await heardSoFar()).toEqual([here.id]);

    // Both devices' sessions in one statement: one notice.
    const ended = await t.database.db.delete(session).where(eq(session.userId, here.id)).returning();
    expect(ended).toHaveLength(2);
    expect(await heardSoFar()).toEqual([here.id]);
  });

  it('stay silent for a new session: it cannot make anything stored untrue', async () => {
    const { here } = await onTwoDevices();
    await heardSoFar();
    expect((await signIn(t.app, here.email, 'owner')).status).toBe(200);
    expect(await heardSoFar()).toEqual([]);
  });
});

/**
 * A cache that hears no notice at all: what it forgets, it forgets by this instance's own rules,
 * which is what the very next request on the instance that made the change relies on.
 */
describe('on the instance that made the change, at once', () => {
  let deaf: SessionCache;
  let local: TestApp;

  beforeAll(() => {
    const silent: Notifications = { listen: async () => {}, notify: async () => {}, close: async () => {} };
    deaf = createSessionCache({ notifications: silent, ttlMs: 30_000 });
    local = {
      ...t,
      app: createApp({ config: t.config, db: t.database.db, logger, mailer: t.mail, sessionCache: deaf }),
    };
  });
  afterAll(() => deaf.close());

  const isSignedInHere = async (who: SignedIn) => (await callAs(local, who, 'GET', '/api/account')).status === 200;

  async function otherSessionId(here: SignedIn): Promise<string> {
    const listed = await callAs(local, here, 'GET', '/api/account/sessions');
    const { sessions } = (await listed.json()) as { sessions: DeviceSession[] };
    const other = sessions.find((device) => !device.current);
    if (!other) throw new Error('no other session');
    return other.id;
  }

  async function resetPasswordFromMail(email: string): Promise<Response> {
    await jsonRequest(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const link = await t.app.request(await mailLink(t.app, email, 2));
    const token = new URL(link.headers.get('location') ?? '', testOrigin).searchParams.get('token');
    return jsonRequest(local.app, '/api/auth/reset-password', { token, newPassword: 'fresh-rinse-and-wax-7' });
  }

  const endings: [string, (here: Account, phone: Account) => Promise<Response>][] = [
    [
      'signing it out on the account page',
      async (here) => callAs(local, here, 'DELETE', `/api/account/sessions/${await otherSessionId(here)}`),
    ],
    ['signing out every other session', (here) => callAs(local, here, 'POST', '/api/account/sessions/sign-out-others')],
    ['signing out, which ends every session', (here) => callAs(local, here, 'POST', '/api/auth/sign-out')],
    [
      'revoking it',
      (here, phone) => callAs(local, here, 'POST', '/api/auth/revoke-session', { token: tokenOf(phone.cookie) }),
    ],
    ['revoking every session', (here) => callAs(local, here, 'POST', '/api/auth/revoke-sessions')],
    ['revoking the other sessions', (here) => callAs(local, here, 'POST', '/api/auth/revoke-other-sessions')],
    [
      'changing the password with the others signed out',
      (here) =>
        callAs(local, here, 'POST', '/api/auth/change-password', {
          currentPassword: testPassword,
          newPassword: 'fresh-suds-77',
          revokeOtherSessions: true,
        }),
    ],
    [
      'changing the password without asking for the others to be signed out',
      (here) =>
        callAs(local, here, 'POST', '/api/auth/change-password', {
          currentPassword: testPassword,
          newPassword: 'fresh-suds-77',
        }),
    ],
    [
      'changing the password while asking to keep the others',
      (here) =>
        callAs(local, here, 'POST', '/api/auth/change-password', {
          currentPassword: testPassword,
          newPassword: 'fresh-suds-77',
          revokeOtherSessions: false,
        }),
    ],
    ['resetting the password from a mailed link', (here) => resetPasswordFromMail(here.email)],
    ['closing the account', (here) => callAs(local, here, 'POST', '/api/account/delete', { password: testPassword })],
  ];

  it.each(endings)('ends a session stored here on its next request after %s', async (_, end) => {
    const { here, phone } = await onTwoDevices();
    expect(await isSignedInHere(here)).toBe(true);
    expect(await isSignedInHere(phone)).toBe(true);
    expect(deaf.get(headersOf(phone))).toBeDefined();

    const response = await end(here, phone);
    expect(response.status).toBeLessThan(300);
    expect(await isSignedInHere(phone)).toBe(false);
  });

  it('keeps the device that changed the password signed in, on the session its answer sets', async () => {
    const { here, phone } = await onTwoDevices();
    expect(await isSignedInHere(phone)).toBe(true);
    const changed = await callAs(local, here, 'POST', '/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'fresh-suds-77',
    });
    expect(changed.status).toBe(200);
    expect(await isSignedInHere({ cookie: cookieOf(changed), id: here.id })).toBe(true);
    expect(await isSignedInHere(phone)).toBe(false);
  });

  it('reads the user again once they renamed themselves', async () => {
    const { here } = await onTwoDevices();
    expect(await isSignedInHere(here)).toBe(true);
    expect(deaf.get(headersOf(here))?.user.name).toBe('Test User');
    expect((await callAs(local, here, 'POST', '/api/auth/update-user', { name: 'Renamed Here' })).status).toBe(200);
    expect(deaf.get(headersOf(here))).toBeUndefined();
    expect(await isSignedInHere(here)).toBe(true);
    expect(deaf.get(headersOf(here))?.user.name).toBe('Renamed Here');
  });

  it('keeps what it holds through a refused write, which changed nothing, and forgets it after an accepted one', async () => {
    const { here } = await onTwoDevices();
    expect(await isSignedInHere(here)).toBe(true);
    const refused = await callAs(local, here, 'PUT', '/api/notification-preferences', { email: 'all of it' });
    expect(refused.status).toBe(400);
    expect(deaf.get(headersOf(here))).toBeDefined();
    const current = (await (await callAs(local, here, 'GET', '/api/notification-preferences')).json()) as {
      preferences: Record<string, unknown>;
    };
    const accepted = await callAs(local, here, 'PUT', '/api/notification-preferences', current.preferences);
    expect(accepted.status).toBe(200);
    expect(deaf.get(headersOf(here))).toBeUndefined();
  });

  it('keeps what it holds through a sign-in, which only adds a session', async () => {
    const { here } = await onTwoDevices();
    expect(await isSignedInHere(here)).toBe(true);
    expect((await signIn(local.app, here.email, 'owner')).status).toBe(200);
    expect(deaf.get(headersOf(here))).toBeDefined();
  });
});

describe('a visitor’s request', () => {
  it('is signed out without asking Better Auth when no header could name a session', async () => {
    const getSession = vi.fn(async () => ({ response: null, headers: new Headers() }));
    const auth = { api: { getSession } } as unknown as Parameters<typeof sessionMiddleware>[0];
    const app = new Hono<AppEnv>()
      .use(sessionMiddleware(auth, t.sessionCache))
      .get('/who', (c) => c.json({ user: c.get('user') }));
    const who = async (headers: Record<string, string>) =>
      (await (await app.request('/who', { headers })).json()) as unknown;
    expect(await who({})).toEqual({ user: null });
    expect(getSession).not.toHaveBeenCalled();
    expect(await who({ cookie: 'sudsy.session_token=unknown' })).toEqual({ user: null });
    expect(await who({ authorization: 'Bearer unknown' })).toEqual({ user: null });
    expect(getSession).toHaveBeenCalledTimes(2);
  });
});

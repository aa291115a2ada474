import { authUserUpdateOnlyName, personalInfoMessages } from '@sudsy/domain/account';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { session, user } from '../db/schema';
import { createErrorHandler } from '../http/error-handler';
import { createRouter } from '../http/router';
import { createRateLimiter } from '../platform/rate-limiter';
import {
  cookieOf,
  createTestApp,
  jsonRequest,
  signIn,
  signUp,
  testOrigin,
  testPassword,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';
import { createAuth } from './auth';
import { guard } from '../http/guard';
import { asWasher } from './access';
import { sessionMiddleware } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSession = (cookie?: string) =>
  t.app.request(`${testOrigin}/api/auth/get-session`, { headers: cookie ? { cookie } : {} });
const day = 24 * 60 * 60 * 1000;
const sessionRows = (token: string) => t.database.db.select().from(session).where(eq(session.token, token));
const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)?.[1] ?? '');

describe('auth', () => {
  it('get-session answers null when signed out', async () => {
    const response = await getSession();
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('get-session with an ended session answers null and leaves the cookie alone, which may be a newer one by then', async () => {
    const { cookie } = await signUp(t.app, 'owner');
    await t.database.db.delete(session).where(eq(session.token, tokenOf(cookie)));
    const response = await getSession(cookie);
    expect(await response.json()).toBeNull();
    expect(response.headers.getSetCookie().filter((header) => /max-age=0/i.test(header))).toEqual([]);
  });

  it('signs up an owner, whose session carries the role', async () => {
    const { cookie, email } = await signUp(t.app, 'owner', { name: 'Olive Owner' });
    expect(cookie).toContain('better-auth.session_token=');
    const response = await getSession(cookie);
    expect(await response.json()).toMatchObject({
      session: { expiresAt: expect.any(String) },
      user: { email, name: 'Olive Owner', role: 'owner' },
    });
  });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure outside production', async () => {
    const { email } = await signUp(t.app, 'washer');
    const response = await signIn(t.app, email, 'washer');
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('keeps sessions for 30 days in the database, so they outlive the server process', async () => {
    const { cookie, email } = await signUp(t.app, 'owner');
    const [row] = await sessionRows(tokenOf(cookie));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * day);
    const restarted = createApp({ config: t.config, db: t.database.db, logger: pino({ level: 'silent' }) });
    const response = await restarted.request(`${testOrigin}/api/auth/get-session`, { headers: { cookie } });
    expect(await response.json()).toMatchObject({ user: { email } });
  });

  it('slides a session on use once a day has passed, and ends it once expired', async () => {
    const { cookie } = await signUp(t.app, 'washer');
    const token = tokenOf(cookie);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * day) })
      .where(eq(session.token, token));
    const renewed = await getSession(cookie);
    expect(renewed.headers.getSetCookie().join()).toContain('session_token=');
    const [row] = await sessionRows(token);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * day);

    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect(await (await getSession(cookie)).json()).toBeNull();
  });

  it('accepts the session token as a bearer token, for API clients', async () => {
    const { email } = await signUp(t.app, 'washer');
    const signedIn = await signIn(t.app, email, 'washer');
    const { token } = (await signedIn.json()) as { token: string };
    expect(signedIn.headers.get('set-auth-token')).toBeTruthy();
    const response = await t.app.request(`${testOrigin}/api/auth/get-session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toMatchObject({ user: { email, role: 'washer' } });
    const forged = await t.app.request(`${testOrigin}/api/auth/get-session`, {
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(await forged.json()).toBeNull();
  });

  it('sign-out ends every session of the user and clears the cookie', async () => {
    const { cookie, email } = await signUp(t.app, 'owner');
    const laptop = cookieOf(await signIn(t.app, email, 'owner'));
    const api = ((await (await signIn(t.app, email, 'owner')).json()) as { token: string }).token;
    const bystander = await signUp(t.app, 'owner');

    const response = await jsonRequest(t.app, '/api/auth/sign-out', {}, { headers: { cookie: laptop } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=;.*Max-Age=0/i);
    expect(await (await getSession(cookie)).json()).toBeNull();
    expect(await (await getSession(laptop)).json()).toBeNull();
    const viaBearer = await t.app.request(`${testOrigin}/api/auth/get-session`, {
      headers: { authorization: `Bearer ${api}` },
    });
    expect(await viaBearer.json()).toBeNull();
    expect(await (await getSession(bystander.cookie)).json()).toMatchObject({ user: { email: bystander.email } });
  });

  it('sign-out with a bearer token ends every session too', async () => {
    const { cookie, email } = await signUp(t.app, 'washer');
    const { token } = (await (await signIn(t.app, email, 'washer')).json()) as { token: string };
    const response = await jsonRequest(
      t.app,
      '/api/auth/sign-out',
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(await (await getSession(cookie)).json()).toBeNull();
  });

  it('sign-out without a session still answers 200', async () => {
    expect((await jsonRequest(t.app, '/api/auth/sign-out', {})).status).toBe(200);
  });

  it('never lets a user change their role', async () => {
    const { cookie } = await signUp(t.app, 'owner');
    const response = await jsonRequest(t.app, '/api/auth/update-user', { role: 'washer' }, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'ROLE_IMMUTABLE' } });
    const rename = await jsonRequest(t.app, '/api/auth/update-user', { name: 'Renamed' }, { headers: { cookie } });
    expect(rename.status).toBe(200);
    expect(await (await getSession(cookie)).json()).toMatchObject({ user: { role: 'owner' } });
  });

  it('checks update-user by the Personal Information form’s rule: a name of text and at most 100 characters, nothing else', async () => {
    const { cookie } = await signUp(t.app, 'owner');
    const update = (body: unknown) => jsonRequest(t.app, '/api/auth/update-user', body, { headers: { cookie } });
    const refused = [
      [{ name: 'x'.repeat(900_000) }, 'Keep the name under 100 characters.'],
      [{ name: null }, expect.any(String)],
      [{ name: 42 }, expect.any(String)],
      [{ name: '   ' }, personalInfoMessages.nameTooShort],
      [{ image: 'javascript:alert(1)' }, authUserUpdateOnlyName],
      [{ name: 'Fine', emailVerified: false }, authUserUpdateOnlyName],
    ] as const;
    for (const [body, message] of refused) {
      const response = await update(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_USER_UPDATE', message } });
    }
    const session = (await (await getSession(cookie)).json()) as { user: { name: string; image: string | null } };
    expect(session.user.image).toBeNull();
    expect(session.user.name).not.toBe('Fine');

    expect((await update({ name: '  Olivia Renamed  ' })).status).toBe(200);
    expect(await (await getSession(cookie)).json()).toMatchObject({ user: { name: 'Olivia Renamed' } });
  });

  it('sets Secure cookies in production, the known device’s included', async () => {
    const publicUrl = 'https://sudsy.example.com';
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: 'p'.repeat(40),
      PAYMENTS: 'off',
    });
    try {
      const email = uniqueEmail('prod');
      const post = (path: string, body: unknown) =>
        prod.app.request(`${publicUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: publicUrl },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/sign-up/email', { email, password: testPassword, role: 'owner' })).status).toBe(
        200,
      );
      await prod.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const response = await post('/api/auth/sign-in/email', { email, password: testPassword, accountType: 'owner' });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((header) => header.includes('session_token='));
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=.*; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const device = response.headers.getSetCookie().find((header) => header.includes('known_device='));
      expect(device).toMatch(/^__Secure-better-auth\.known_device=.*; Secure/i);
      expect(device).toMatch(/HttpOnly/i);
      expect(device).toMatch(/SameSite=Lax/i);
    } finally {
      await prod.close();
    }
  });

  it('refuses requests from untrusted origins, and trusts the Vite dev server outside production', async () => {
    const { cookie } = await signUp(t.app, 'washer');
    const signOut = (origin: string) =>
      t.app.request(`${testOrigin}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin } });
    expect((await signOut('https://evil.example')).status).toBe(403);
    expect((await signOut('http://localhost:5173')).status).toBe(200);
  });

  it('puts the signed-in user on the context for role guards', async () => {
    const auth = createAuth({
      config: t.config,
      db: t.database.db,
      logger: pino({ level: 'silent' }),
      mailer: t.mail,
      rateLimiter: createRateLimiter(t.database.db),
    });
    const app = createRouter();
    app.onError(createErrorHandler(pino({ level: 'silent' })));
    app.use(sessionMiddleware(auth, t.sessionCache));
    app.get('/me', (c) => c.json({ user: c.get('user') }));
    app.get('/washers-only', guard(asWasher), (c) => c.text('ok'));

    expect(await (await app.request('/me')).json()).toEqual({ user: null });
    expect((await app.request('/washers-only')).status).toBe(401);

    const owner = await signUp(t.app, 'owner', { name: 'Otto' });
    const me = await app.request('/me', { headers: { cookie: owner.cookie } });
    expect(await me.json()).toEqual({
      user: { id: expect.any(String), name: 'Otto', email: owner.email, role: 'owner' },
    });
    expect((await app.request('/washers-only', { headers: { cookie: owner.cookie } })).status).toBe(403);

    const washer = await signUp(t.app, 'washer');
    expect((await app.request('/washers-only', { headers: { cookie: washer.cookie } })).status).toBe(200);
    // API clients reach feature routes with the bearer form of the same session.
    const { token } = (await (await signIn(t.app, washer.email, 'washer')).json()) as { token: string };
    expect((await app.request('/washers-only', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});

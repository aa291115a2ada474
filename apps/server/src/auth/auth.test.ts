import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../http/error-handler';
import { createRouter } from '../http/router';
import { createRateLimiter } from '../platform/rate-limiter';
import { createTestApp, jsonRequest, signIn, signUp, testOrigin, type TestApp } from '../test/test-app';
import { createAuth } from './auth';
import { requireRole, sessionMiddleware } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSession = (cookie?: string) =>
  t.app.request(`${testOrigin}/api/auth/get-session`, { headers: cookie ? { cookie } : {} });

describe('auth', () => {
  it('get-session answers null when signed out', async () => {
    const response = await getSession();
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
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

  it('refuses any role but owner or washer, and a missing one, with 400', async () => {
    for (const role of ['admin', '', 42, undefined]) {
      const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
        email: `bad-${String(role)}@example.com`,
        name: 'Mallory',
        password: 'secret-password',
        role,
      });
      expect(response.status, String(role)).toBe(400);
    }
  });

  it('never lets a user change their role', async () => {
    const { cookie } = await signUp(t.app, 'owner');
    const response = await jsonRequest(t.app, '/api/auth/update-user', { role: 'washer' }, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'ROLE_IMMUTABLE' });
    const rename = await jsonRequest(t.app, '/api/auth/update-user', { name: 'Renamed' }, { headers: { cookie } });
    expect(rename.status).toBe(200);
    expect(await (await getSession(cookie)).json()).toMatchObject({ user: { role: 'owner' } });
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
    app.use(sessionMiddleware(auth));
    app.get('/me', (c) => c.json({ user: c.get('user') }));
    app.get('/washers-only', requireRole('washer'), (c) => c.text('ok'));

    expect(await (await app.request('/me')).json()).toEqual({ user: null });
    expect((await app.request('/washers-only')).status).toBe(401);

    const owner = await signUp(t.app, 'owner', { name: 'Otto' });
    const me = await app.request('/me', { headers: { cookie: owner.cookie } });
    expect(await me.json()).toEqual({ user: { id: expect.any(String), name: 'Otto', email: owner.email, role: 'owner' } });
    expect((await app.request('/washers-only', { headers: { cookie: owner.cookie } })).status).toBe(403);

    const washer = await signUp(t.app, 'washer');
    expect((await app.request('/washers-only', { headers: { cookie: washer.cookie } })).status).toBe(200);
  });
});

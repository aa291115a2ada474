import { count, eq } from 'drizzle-orm';
import { authMessages, roleMismatchMessage } from '@sudsy/domain/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import {
  cookieOf,
  createTestApp,
  jsonRequest,
  mailLink,
  signIn,
  signUp,
  testOrigin,
  testPassword,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionsOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ sessions: count(session.id) })
    .from(user)
    .leftJoin(session, eq(session.userId, user.id))
    .where(eq(user.email, email));
  return row?.sessions ?? 0;
};
const getSession = async (cookie: string) =>
  (await t.app.request(`${testOrigin}/api/auth/get-session`, { headers: { cookie } })).json();

describe('sign-in', () => {
  it('signs a verified owner in with the session cookie and the role on the session', async () => {
    const { email } = await signUp(t.app, 'owner', { name: 'Olive' });
    const response = await signIn(t.app, email, 'owner');
    expect(response.status).toBe(200);
    const cookie = cookieOf(response);
    expect(cookie).toContain('better-auth.session_token=');
    expect(await getSession(cookie)).toMatchObject({
      session: { expiresAt: expect.any(String) },
      user: { email, name: 'Olive', role: 'owner', emailVerified: true, image: null, id: expect.any(String) },
    });
  });

  it('signs a washer in as a washer, with the email in any case', async () => {
    const { email } = await signUp(t.app, 'washer');
    const response = await signIn(t.app, ` ${email.toUpperCase()} `, 'washer');
    expect(response.status).toBe(200);
    expect(await getSession(cookieOf(response))).toMatchObject({ user: { role: 'washer' } });
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await signUp(t.app, 'owner');
    const wrongPassword = await signIn(t.app, email, 'owner', 'not-the-password');
    const unknown = await signIn(t.app, uniqueEmail('ghost'), 'owner');
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({
        error: {
          code: 'INVALID_EMAIL_OR_PASSWORD',
          message: 'Invalid email or password',
        },
      });
    }
  });

  it('refuses an unverified email with 403 Email not confirmed and mails a fresh link', async () => {
    const email = uniqueEmail('unverified');
    await jsonRequest(t.app, '/api/auth/sign-up/email', { name: 'Una', email, password: testPassword, role: 'owner' });
    await mailLink(t.app, email, 1);
    const response = await signIn(t.app, email, 'owner');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not confirmed' } });
    expect(response.headers.getSetCookie()).toEqual([]);
    const fresh = await mailLink(t.app, email, 2);
    const verified = await t.app.request(fresh);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/dashboard');
    expect((await signIn(t.app, email, 'owner')).status).toBe(200);
  });

  it('says nothing about verification to someone without the password', async () => {
    const email = uniqueEmail('unverified');
    await jsonRequest(t.app, '/api/auth/sign-up/email', { name: 'Una', email, password: testPassword, role: 'owner' });
    const response = await signIn(t.app, email, 'owner', 'a-wrong-guess');
    expect(response.status).toBe(401);
  });

  it('refuses the wrong account type with the role text and leaves no session at all', async () => {
    const owner = await signUp(t.app, 'owner');
    const washer = await signUp(t.app, 'washer');
    for (const [email, chosen, registered] of [
      [owner.email, 'washer', 'owner'],
      [washer.email, 'owner', 'washer'],
    ] as const) {
      const before = await sessionsOf(email);
      const response = await signIn(t.app, email, chosen);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'ROLE_MISMATCH', message: roleMismatchMessage(registered) },
      });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('set-auth-token')).toBeNull();
      expect(await sessionsOf(email)).toBe(before);
    }
    expect(roleMismatchMessage('owner')).toBe(
      'This account is registered as a car owner. Please select the correct account type.',
    );
    expect(roleMismatchMessage('washer')).toBe(
      'This account is registered as a service provider. Please select the correct account type.',
    );
  });

  it('requires email and password with the spec text', async () => {
    for (const body of [{ password: testPassword }, { email: 'a@example.com' }, { email: '', password: '' }, {}]) {
      const response = await jsonRequest(t.app, '/api/auth/sign-in/email', { accountType: 'owner', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'CREDENTIALS_REQUIRED',
          message: authMessages.credentialsRequired,
        },
      });
    }
  });

  it('requires the account type to be owner or washer', async () => {
    const { email } = await signUp(t.app, 'owner');
    for (const accountType of [undefined, 'admin', '', 1]) {
      const response = await jsonRequest(t.app, '/api/auth/sign-in/email', {
        email,
        password: testPassword,
        accountType,
      });
      expect(response.status, String(accountType)).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_ACCOUNT_TYPE', message: authMessages.invalidRole },
      });
    }
  });

  it('answers malformed input with 400, never 500', async () => {
    const bodies = [
      { email: 42, password: testPassword },
      { email: ['a@example.com'], password: {} },
      'just text',
      null,
    ];
    for (const body of bodies) {
      const response = await jsonRequest(t.app, '/api/auth/sign-in/email', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

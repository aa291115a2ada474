import { createEmailVerificationToken } from 'better-auth/api';
import { authMessages } from '@sudsy/domain/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieOf,
  createTestApp,
  jsonRequest,
  mailLink,
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

async function registerUnverified(role: 'owner' | 'washer' = 'owner'): Promise<string> {
  const email = uniqueEmail('pending');
  const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
    name: 'Pending',
    email,
    password: testPassword,
    role,
    callbackURL: '/dashboard',
  });
  expect(response.status).toBe(200);
  return email;
}

const resend = (email: unknown, init?: RequestInit) =>
  jsonRequest(t.app, '/api/auth/send-verification-email', { email, callbackURL: '/dashboard' }, init);
const mailCount = async (email: string) =>
  ((await (await t.app.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length;

describe('email verification', () => {
  it('the mailed link confirms the email, signs the user in and leads to /dashboard', async () => {
    const email = await registerUnverified('washer');
    const response = await t.app.request(await mailLink(t.app, email));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    const session = await t.app.request(`${testOrigin}/api/auth/get-session`, {
      headers: { cookie: cookieOf(response) },
    });
    expect(await session.json()).toMatchObject({ user: { email, role: 'washer', emailVerified: true } });
  });

  it('an invalid or tampered link leads to /login?verification=invalid, signed out', async () => {
    const email = await registerUnverified();
    const link = new URL(await mailLink(t.app, email));
    const tampered = new URL(link);
    tampered.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const garbage = new URL(link);
    garbage.searchParams.set('token', 'not-a-token');
    for (const url of [tampered, garbage]) {
      const response = await t.app.request(url.toString());
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login?verification=invalid');
      expect(response.headers.getSetCookie().join()).not.toContain('session_token=');
    }
  });

  it('an expired link leads to /login?verification=invalid and leaves the email unconfirmed', async () => {
    const email = await registerUnverified();
    const expired = await createEmailVerificationToken(t.config.authSecret, email, undefined, -60);
    const response = await t.app.request(
      `${testOrigin}/api/auth/verify-email?token=${expired}&callbackURL=%2Fdashboard`,
    );
    expect(response.headers.get('location')).toBe('/login?verification=invalid');
    expect(
      (await jsonRequest(t.app, '/api/auth/sign-in/email', { email, password: testPassword, accountType: 'owner' }))
        .status,
    ).toBe(403);
  });

  it('resend mails a second, working link', async () => {
    const email = await registerUnverified();
    await mailLink(t.app, email, 1);
    const response = await resend(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    const second = await mailLink(t.app, email, 2);
    expect((await t.app.request(second)).headers.get('location')).toBe('/dashboard');
  });

  it('resend answers unknown and already verified addresses exactly like a pending one, mailing neither', async () => {
    const pending = await registerUnverified();
    const { email: verified, cookie } = await signUp(t.app, 'owner');
    const unknown = uniqueEmail('nobody');
    const verifiedMails = await mailCount(verified);
    const answers = await Promise.all([
      resend(pending),
      resend(verified),
      resend(unknown),
      resend(verified, { headers: { cookie } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: true });
    }
    await t.mail.settled();
    expect(await mailCount(verified)).toBe(verifiedMails);
    expect(await mailCount(unknown)).toBe(0);
  });

  it('resend without an email says so in the spec words', async () => {
    for (const email of [undefined, '', '  ']) {
      const response = await resend(email);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'EMAIL_REQUIRED', message: authMessages.emailRequired } });
    }
  });
});

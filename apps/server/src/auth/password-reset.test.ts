import { desc } from 'drizzle-orm';
import { authMessages } from '@sudsy/domain/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../db/schema';
import {
  createTestApp,
  jsonRequest,
  mailLink,
  signIn,
  signUp,
  testOrigin,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'fresh-rinse-and-wax-7';
const requestReset = (email: unknown) =>
  jsonRequest(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
const resetPassword = (body: Record<string, unknown>) => jsonRequest(t.app, '/api/auth/reset-password', body);
const getSession = async (cookie: string) =>
  (await t.app.request(`${testOrigin}/api/auth/get-session`, { headers: { cookie } })).json();
const mailCount = async (email: string) =>
  ((await (await t.app.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length;

/** Requests a reset for `email` and follows the mailed link as a browser would, returning the token. */
async function resetToken(email: string, mailNumber: number): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const link = await mailLink(t.app, email, mailNumber);
  const response = await t.app.request(link);
  expect(response.status).toBe(302);
  const target = new URL(response.headers.get('location') ?? '', testOrigin);
  expect(target.pathname).toBe('/reset-password');
  const token = target.searchParams.get('token');
  if (!token) throw new Error(`no token in ${target.toString()}`);
  return token;
}

describe('password reset', () => {
  it('answers every address the same, mailing a link only to an account', async () => {
    const { email } = await signUp(t.app, 'owner');
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(email);
    const stranger = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    const [knownBody, strangerBody] = [await known.json(), await stranger.json()];
    expect(knownBody).toEqual(strangerBody);
    expect(knownBody).toMatchObject({ status: true });
    await t.mail.settled();
    expect(await mailCount(email)).toBe(2);
    expect(await mailCount(unknown)).toBe(0);
  });

  it('mails an absolute link that opens /reset-password with the token', async () => {
    const { email } = await signUp(t.app, 'washer');
    await requestReset(email);
    const link = new URL(await mailLink(t.app, email, 2));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');
  });

  it('sets the new password, ends every session of the user, and the old password stops working', async () => {
    const { email, cookie } = await signUp(t.app, 'owner');
    const otherDevice = await signIn(t.app, email, 'owner');
    const otherCookie = otherDevice.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const token = await resetToken(email, 2);
    const response = await resetPassword({ token, newPassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await getSession(cookie)).toBeNull();
    expect(await getSession(otherCookie)).toBeNull();
    expect((await signIn(t.app, email, 'owner')).status).toBe(401);
    expect((await signIn(t.app, email, 'owner', newPassword)).status).toBe(200);
  });

  it('a token works once', async () => {
    const { email } = await signUp(t.app, 'owner');
    const token = await resetToken(email, 2);
    expect((await resetPassword({ token, newPassword })).status).toBe(200);
    const reused = await resetPassword({ token, newPassword: 'another-clean-car-9' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: authMessages.invalidResetLink } });
    const link = await t.app.request(`${testOrigin}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(new URL(link.headers.get('location') ?? '', testOrigin).search).toBe('?error=INVALID_TOKEN');
  });

  it('a token expires after one hour', async () => {
    const { email } = await signUp(t.app, 'owner');
    const token = await resetToken(email, 2);
    const [row] = await t.database.db.select().from(verification).orderBy(desc(verification.createdAt)).limit(1);
    expect(row?.identifier).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    // An hour passes.
    await t.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await resetPassword({ token, newPassword });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: authMessages.invalidResetLink } });
    expect((await signIn(t.app, email, 'owner')).status).toBe(200);
  });

  it('an unknown or missing token is the invalid-link error, and its link leads to ?error=INVALID_TOKEN', async () => {
    for (const body of [{ token: 'nope', newPassword }, { newPassword }, { token: '', newPassword }]) {
      const response = await resetPassword(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_TOKEN', message: authMessages.invalidResetLink },
      });
    }
    const link = await t.app.request(`${testOrigin}/api/auth/reset-password/nope?callbackURL=%2Freset-password`);
    expect(link.status).toBe(302);
    const target = new URL(link.headers.get('location') ?? '', testOrigin);
    expect(`${target.pathname}${target.search}`).toBe('/reset-password?error=INVALID_TOKEN');
  });

  it('refuses a short or common new password as sign-up does, keeping the token usable', async () => {
    const { email } = await signUp(t.app, 'owner');
    const token = await resetToken(email, 2);
    const short = await resetPassword({ token, newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: { code: 'PASSWORD_TOO_SHORT', message: authMessages.passwordTooShort },
    });
    const common = await resetPassword({ token, newPassword: 'password1' });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      error: { code: 'PASSWORD_TOO_COMMON', message: authMessages.commonPassword },
    });
    expect((await resetPassword({ token, newPassword })).status).toBe(200);
  });

  it('asks for the email in the spec words when none is given', async () => {
    for (const email of [undefined, '', '   ']) {
      const response = await requestReset(email);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'EMAIL_REQUIRED', message: authMessages.enterEmail } });
    }
  });
});

import { eq } from 'drizzle-orm';
import { authMessages } from '@sudsy/domain/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import {
  createTestApp,
  jsonRequest,
  mailLink,
  signUp,
  testPassword,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpRequest = (body: Record<string, unknown>) => jsonRequest(t.app, '/api/auth/sign-up/email', body);
const storedUser = async (email: string) => (await t.database.db.select().from(user).where(eq(user.email, email)))[0];

describe('sign-up', () => {
  it('creates an unverified account, signs nobody in and mails a verification link', async () => {
    const email = uniqueEmail('new');
    const response = await signUpRequest({ name: 'Nina New', email, password: testPassword, role: 'owner' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await storedUser(email)).toMatchObject({ name: 'Nina New', role: 'owner', emailVerified: false });
    const link = new URL(await mailLink(t.app, email));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/dashboard');
  });

  it('stores the email lower-case and trimmed', async () => {
    const email = uniqueEmail('mixed');
    const response = await signUpRequest({
      name: 'Max',
      email: `  ${email.toUpperCase()} `,
      password: testPassword,
      role: 'washer',
    });
    expect(response.status).toBe(200);
    expect(await storedUser(email)).toMatchObject({ role: 'washer' });
  });

  it('answers an address already registered with 409 Email already in use, whatever its case', async () => {
    const { email } = await signUp(t.app, 'owner');
    for (const candidate of [email, email.toUpperCase()]) {
      const response = await signUpRequest({ name: 'Copy', email: candidate, password: testPassword, role: 'washer' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: 'USER_ALREADY_EXISTS', message: 'Email already in use' },
      });
    }
    expect(await storedUser(email)).toMatchObject({ role: 'owner' });
  });

  it('tells a taken address nothing more: the same answer verified or not, and no mail to its owner', async () => {
    const verified = (await signUp(t.app, 'owner')).email;
    const unverified = uniqueEmail('pending');
    expect(
      (await signUpRequest({ name: 'First', email: unverified, password: testPassword, role: 'owner' })).status,
    ).toBe(200);
    await t.mail.settled();
    const mailsTo = async (email: string) =>
      ((await (await t.app.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length;
    const before = { verified: await mailsTo(verified), unverified: await mailsTo(unverified) };

    const answers = [];
    for (const email of [verified, unverified]) {
      const response = await signUpRequest({ name: 'Copy', email, password: testPassword, role: 'washer' });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(409);
    await t.mail.settled();
    expect({ verified: await mailsTo(verified), unverified: await mailsTo(unverified) }).toEqual(before);
  });

  it('refuses a password under 6 characters with the spec text', async () => {
    const response = await signUpRequest({ name: 'Short', email: uniqueEmail(), password: 'abc12', role: 'owner' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password must be at least 6 characters',
      },
    });
  });

  it('refuses passwords among the 10,000 most common, in any case', async () => {
    for (const password of ['password', 'Password', 'qwerty123', 'iloveyou', 'sunshine']) {
      const response = await signUpRequest({ name: 'Common', email: uniqueEmail(), password, role: 'owner' });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'PASSWORD_TOO_COMMON', message: authMessages.commonPassword },
      });
    }
  });

  it('refuses an overlong password with a clear message', async () => {
    const response = await signUpRequest({
      name: 'Long',
      email: uniqueEmail(),
      password: 'x'.repeat(129),
      role: 'owner',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'PASSWORD_TOO_LONG', message: authMessages.passwordTooLong },
    });
  });

  it('requires an email and a password', async () => {
    for (const body of [
      { password: testPassword },
      { email: uniqueEmail() },
      { email: ' ', password: testPassword },
      {},
    ]) {
      const response = await signUpRequest({ name: 'Nobody', role: 'owner', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'CREDENTIALS_REQUIRED',
          message: authMessages.credentialsRequired,
        },
      });
    }
  });

  it('refuses a malformed email address', async () => {
    const response = await signUpRequest({ name: 'Bad', email: 'not-an-email', password: testPassword, role: 'owner' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_EMAIL', message: authMessages.invalidEmail } });
  });

  it('accepts only owner or washer as the role', async () => {
    for (const role of ['admin', 'Owner', '', 42, null, undefined, ['owner']]) {
      const email = uniqueEmail('role');
      const response = await signUpRequest({ name: 'Mallory', email, password: testPassword, role });
      expect(response.status, String(role)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_ROLE', message: authMessages.invalidRole } });
      expect(await storedUser(email)).toBeUndefined();
    }
  });

  it("names the user after the email's local part when no name is given, dots as spaces", async () => {
    for (const name of [undefined, '', '   ']) {
      const email = `jane.q.public-${Math.random().toString(36).slice(2)}@example.com`;
      expect((await signUpRequest({ name, email, password: testPassword, role: 'owner' })).status).toBe(200);
      expect((await storedUser(email))?.name).toBe(email.split('@')[0]?.replace(/\./g, ' '));
    }
  });

  it('keeps a given name, trimmed', async () => {
    const email = uniqueEmail();
    await signUpRequest({ name: '  Sparkle Wash Co  ', email, password: testPassword, role: 'washer' });
    expect((await storedUser(email))?.name).toBe('Sparkle Wash Co');
  });

  it('refuses a name over 100 characters, as the form does, and stores no account', async () => {
    const email = uniqueEmail();
    const response = await signUpRequest({ name: 'x'.repeat(900_000), email, password: testPassword, role: 'owner' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_NAME', message: 'Keep the name under 100 characters.' },
    });
    expect(await storedUser(email)).toBeUndefined();
  });

  it('refuses a name that is not text with 400, never 500', async () => {
    const response = await signUpRequest({
      name: { first: 'A' },
      email: uniqueEmail(),
      password: testPassword,
      role: 'owner',
    });
    expect(response.status).toBe(400);
  });
});

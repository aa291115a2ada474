import { eq } from 'drizzle-orm';
import { authMessages } from '@sudsy/domain/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { callAs, signedIn, type SignedIn } from '../test/accounts';
import { cookieOf, createTestApp, signIn, signUp, testPassword, type TestApp } from '../test/test-app';
import { secretOf, totpCode } from '../test/totp';

// Whoever holds a session may not guess its user's password without bound: every route that checks
// the current password counts the user's wrong ones together, in the database.
let t: TestApp;
let now = new Date('2030-06-01T12:00:00Z');
const perWindow = 5;
const windowSeconds = 600;

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_PER_EMAIL: String(perWindow), AUTH_RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds) },
    { now: () => now },
  );
});
afterAll(() => t.close());

const wrong = 'not-the-password-9';
const newPassword = 'fresh-suds-and-wax-77';

/** Each way a signed-in user's password is checked, with the password given. */
const checks: Record<string, (who: SignedIn, password: string) => Promise<Response>> = {
  'change-password': (who, password) =>
    callAs(t, who, 'POST', '/api/auth/change-password', { currentPassword: password, newPassword }),
  'verify-password': (who, password) => callAs(t, who, 'POST', '/api/auth/verify-password', { password }),
  'two-factor enable': (who, password) => callAs(t, who, 'POST', '/api/auth/two-factor/enable', { password }),
  'two-factor disable': (who, password) => callAs(t, who, 'POST', '/api/auth/two-factor/disable', { password }),
  'account deletion': (who, password) => callAs(t, who, 'POST', '/api/account/delete', { password, code: '' }),
};

async function expectLimited(
  response: Response,
  body: unknown = { code: 'RATE_LIMITED', message: authMessages.tooManyAttempts },
) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: body });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const userExists = async (id: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.id, id))).length === 1;

describe('wrong current passwords', () => {
  it('count per user over every route that checks one, any session; past the limit even the right one waits', async () => {
    const { email, cookie } = await signUp(t.app, 'owner');
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const here: SignedIn = { cookie, id: row?.id ?? '' };
    const phone: SignedIn = { cookie: cookieOf(await signIn(t.app, email, 'owner')), id: here.id };

    const attempts = Object.entries(checks);
    expect(attempts).toHaveLength(perWindow);
    for (const [index, [name, check]] of attempts.entries()) {
      const response = await check(index % 2 === 0 ? here : phone, wrong);
      expect(response.status, name).toBe(400);
    }

    for (const [name, check] of attempts) {
      const refused = await check(here, testPassword);
      expect(refused.status, name).toBe(429);
      await expectLimited(refused);
    }
    expect(await userExists(here.id)).toBe(true);
    expect((await signIn(t.app, email, 'owner', newPassword)).status).toBe(401);

    // Someone else's guesses are theirs.
    const other = await signedIn(t, 'owner');
    expect((await checks['verify-password']!(other, testPassword)).status).toBe(200);

    now = new Date(now.getTime() + windowSeconds * 1000);
    expect((await checks['change-password']!(here, testPassword)).status).toBe(200);
  });

  it('are the only ones counted: right passwords leave the count alone', async () => {
    const owner = await signedIn(t, 'owner');
    for (let i = 0; i < perWindow * 2; i += 1) {
      expect((await checks['verify-password']!(owner, testPassword)).status).toBe(200);
    }
    for (let i = 0; i < perWindow; i += 1) {
      expect((await checks['verify-password']!(owner, wrong)).status).toBe(400);
    }
    await expectLimited(await checks['verify-password']!(owner, testPassword));
  });

  it('count on the two-factor routes that show secrets too', async () => {
    const owner = await signedIn(t, 'owner');
    const started = await callAs(t, owner, 'POST', '/api/auth/two-factor/enable', { password: testPassword });
    const { totpURI } = (await started.json()) as { totpURI: string };
    const verified = await callAs(t, owner, 'POST', '/api/auth/two-factor/verify-totp', {
      code: totpCode(secretOf(totpURI)),
    });
    expect(verified.status).toBe(200);
    const session: SignedIn = { cookie: cookieOf(verified), id: owner.id };

    for (let i = 0; i < perWindow; i += 1) {
      const path = i % 2 === 0 ? '/api/auth/two-factor/generate-backup-codes' : '/api/auth/two-factor/get-totp-uri';
      expect((await callAs(t, session, 'POST', path, { password: wrong })).status, path).toBe(400);
    }
    await expectLimited(
      await callAs(t, session, 'POST', '/api/auth/two-factor/get-totp-uri', { password: testPassword }),
    );
  });
});

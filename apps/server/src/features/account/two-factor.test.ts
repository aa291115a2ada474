import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { cookieOf, createTestApp, jsonRequest, signIn, testPassword, type TestApp } from '../../test/test-app';
import { secretOf, totpCode } from '../../test/totp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hasSessionToken = /session_token=[^;]/;

type Enabled = { email: string; secret: string; backupCodes: string[]; session: SignedIn };

async function emailOf(who: SignedIn): Promise<string> {
  return ((await (await callAs(t, who, 'GET', '/api/auth/get-session')).json()) as { user: { email: string } }).user
    .email;
}

async function twoFactorEnabled(who: SignedIn): Promise<boolean> {
  return ((await (await callAs(t, who, 'GET', '/api/account')).json()) as { account: { twoFactorEnabled: boolean } })
    .account.twoFactorEnabled;
}

/** Sets up the authenticator the way the Security tab does: password, then the first code. */
async function enableTwoFactor(who: SignedIn): Promise<Enabled> {
  const email = await emailOf(who);
  const started = await callAs(t, who, 'POST', '/api/auth/two-factor/enable', { password: testPassword });
  expect(started.status).toBe(200);
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Sudsy:/);
  expect(backupCodes).toHaveLength(10);
  // Not on until the app's first code proves it was set up.
  expect(await twoFactorEnabled(who)).toBe(false);
  const secret = secretOf(totpURI);
  const verified = await callAs(t, who, 'POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  expect(verified.status).toBe(200);
  // Turning it on replaces the session; the browser keeps the new cookie.
  const session = { cookie: cookieOf(verified), id: who.id };
  expect(await twoFactorEnabled(session)).toBe(true);
  return { email, secret, backupCodes, session };
}

/** The first step of signing in: right password, so only the code is missing. */
async function startSignIn(email: string, role: 'owner' | 'washer') {
  const response = await signIn(t.app, email, role);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  return cookieOf(response);
}

function sendCode(challengeCookie: string, path: 'verify-totp' | 'verify-backup-code', code: string) {
  return jsonRequest(t.app, `/api/auth/two-factor/${path}`, { code }, { headers: { cookie: challengeCookie } });
}

describe('two-factor authentication', () => {
  it('refuses to start without the right password', async () => {
    const owner = await signedIn(t, 'owner');
    expect((await callAs(t, owner, 'POST', '/api/auth/two-factor/enable', { password: 'not-it' })).status).toBe(400);
    expect(await twoFactorEnabled(owner)).toBe(false);
  });

  it('requires the code at sign-in once enabled: the password alone gives no session', async () => {
    const washer = await signedIn(t, 'washer');
    const { email, secret } = await enableTwoFactor(washer);
    const challenge = await startSignIn(email, 'washer');
    // The password's session is removed again (its cookie cleared); only the code challenge is left,
    // and the device is not yet one that signed in (auth/known-device.ts).
    expect(challenge).not.toMatch(hasSessionToken);
    expect(challenge).not.toContain('known_device=');
    const noSession = await t.app.request('http://localhost:3000/api/auth/get-session', {
      headers: { cookie: challenge },
    });
    expect(await noSession.json()).toBeNull();

    const wrong = await sendCode(challenge, 'verify-totp', totpCode(secret, Date.now() - 10 * 60_000));
    expect(wrong.status).toBe(401);
    const right = await sendCode(challenge, 'verify-totp', totpCode(secret));
    expect(right.status).toBe(200);
    expect(cookieOf(right)).toContain('known_device=');
    const session = { cookie: cookieOf(right), id: washer.id };
    expect((await callAs(t, session, 'GET', '/api/account')).status).toBe(200);
  });

  it('takes a backup code instead of the app’s code, once', async () => {
    const owner = await signedIn(t, 'owner');
    const { email, backupCodes } = await enableTwoFactor(owner);
    const backupCode = backupCodes[0] ?? '';
    const first = await sendCode(await startSignIn(email, 'owner'), 'verify-backup-code', backupCode);
    expect(first.status).toBe(200);
    expect(cookieOf(first)).toMatch(hasSessionToken);
    const again = await sendCode(await startSignIn(email, 'owner'), 'verify-backup-code', backupCode);
    expect(again.status).toBe(401);
  });

  it('still checks the account type before asking for the code', async () => {
    const owner = await signedIn(t, 'owner');
    const { email } = await enableTwoFactor(owner);
    expect((await signIn(t.app, email, 'washer')).status).toBe(403);
  });

  it('turns off with the password, after which the password alone signs in', async () => {
    const owner = await signedIn(t, 'owner');
    const { email, session } = await enableTwoFactor(owner);
    expect((await callAs(t, session, 'POST', '/api/auth/two-factor/disable', { password: 'not-it' })).status).toBe(400);
    const disabled = await callAs(t, session, 'POST', '/api/auth/two-factor/disable', { password: testPassword });
    expect(disabled.status).toBe(200);
    expect(await twoFactorEnabled({ cookie: cookieOf(disabled), id: owner.id })).toBe(false);
    const plain = await signIn(t.app, email, 'owner');
    expect(plain.status).toBe(200);
    expect(cookieOf(plain)).toMatch(hasSessionToken);
  });
});

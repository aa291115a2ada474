import { authMessages } from '@sudsy/domain/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture';
import { signInEmailCeilingFactor } from './account-rules';
import { createTestApp, jsonRequest, signUp, testPassword, uniqueEmail, type TestApp } from '../test/test-app';

// One proxy is trusted, so X-Forwarded-For stands for the client address of each request.
let t: TestApp;
const logs = captureLogs();
let now = new Date('2030-06-01T12:00:00Z');
const windowSeconds = 600;
beforeAll(async () => {
  t = await createTestApp(
    {
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
      AUTH_RATE_LIMIT_PER_IP: '4',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
    },
    { now: () => now, logger: logs.logger },
  );
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const endpoints = {
  'sign-in': (email: string, ip: string) =>
    jsonRequest(
      t.app,
      '/api/auth/sign-in/email',
      { email, password: 'wrong-guess-123', accountType: 'owner' },
      from(ip),
    ),
  'sign-up': (email: string, ip: string) =>
    jsonRequest(
      t.app,
      '/api/auth/sign-up/email',
      { name: 'Rate', email, password: testPassword, role: 'owner' },
      from(ip),
    ),
  'password reset request': (email: string, ip: string) =>
    jsonRequest(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, from(ip)),
  'verification resend': (email: string, ip: string) =>
    jsonRequest(t.app, '/api/auth/send-verification-email', { email, callbackURL: '/dashboard' }, from(ip)),
};

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: authMessages.tooManyAttempts } });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each(Object.entries(endpoints))('%s rate limits', (_name, send) => {
  it('per client IP: the 429 arrives, another IP is unaffected, and it lifts after the window', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await send(uniqueEmail('ip'), ip)).status).not.toBe(429);
    await expectLimited(await send(uniqueEmail('ip'), ip));
    expect((await send(uniqueEmail('ip'), freshIp())).status).not.toBe(429);
    now = new Date(now.getTime() + windowSeconds * 1000);
    expect((await send(uniqueEmail('ip'), ip)).status).not.toBe(429);
  });
});

// Sign-in counts per email and client instead, under a higher ceiling for the email (below).
const mailingEndpoints = Object.entries(endpoints).filter(([name]) => name !== 'sign-in');

describe.each(mailingEndpoints)('%s rate limits', (_name, send) => {
  it('per email, whatever its case and whichever IP the attempts come from', async () => {
    const email = uniqueEmail('target');
    expect((await send(email, freshIp())).status).not.toBe(429);
    expect((await send(email.toUpperCase(), freshIp())).status).not.toBe(429);
    await expectLimited(await send(email, freshIp()));
    expect((await send(uniqueEmail('other'), freshIp())).status).not.toBe(429);
    now = new Date(now.getTime() + windowSeconds * 1000);
    expect((await send(email, freshIp())).status).not.toBe(429);
  });
});

describe('sign-in lockout', () => {
  const signIn = endpoints['sign-in'];

  it('locks out only the client that failed: the owner signing in from elsewhere is not refused', async () => {
    const email = uniqueEmail('owner');
    const guesser = freshIp();
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, guesser)).status).not.toBe(429);
    await expectLimited(await signIn(email, guesser));
    expect((await signIn(email.toUpperCase(), freshIp())).status).not.toBe(429);
  });

  it('still stops guessing one email from many clients, at its ceiling', async () => {
    const email = uniqueEmail('target');
    const ceiling = 2 * signInEmailCeilingFactor;
    for (let i = 0; i < ceiling; i += 1) expect((await signIn(email, freshIp())).status).not.toBe(429);
    await expectLimited(await signIn(email, freshIp()));
    now = new Date(now.getTime() + windowSeconds * 1000);
    expect((await signIn(email, freshIp())).status).not.toBe(429);
  });
});

describe('a device that signed in before', () => {
  const wrongPassword = 'wrong-guess-123';
  const signInFrom = (email: string, ip: string, password: string, cookie?: string) =>
    jsonRequest(
      t.app,
      '/api/auth/sign-in/email',
      { email, password, accountType: 'owner' },
      { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } },
    );
  const deviceCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.includes('.known_device='));
  /** An owner who signed in once from a device, and that device's cookie. */
  async function ownerWithDevice(): Promise<{ email: string; device: string }> {
    now = new Date(now.getTime() + windowSeconds * 1000);
    const { email } = await signUp(t.app, 'owner');
    const signedIn = await signInFrom(email, freshIp(), testPassword);
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn)?.split(';')[0];
    if (!device) throw new Error('no device cookie');
    return { email, device };
  }
  /** Wrong passwords from ever new addresses, until the email's ceiling refuses them. */
  const guessEverywhere = async (email: string) => {
    for (let i = 0; i <= 2 * signInEmailCeilingFactor; i += 1) {
      const response = await signInFrom(email, freshIp(), wrongPassword);
      if (response.status === 429) return;
      expect(response.status).toBe(401);
    }
    throw new Error('the ceiling never refused');
  };

  it('is told so by a long-lived, signed, httpOnly, SameSite=Lax cookie', async () => {
    const { email } = await signUp(t.app, 'owner');
    const cookie = deviceCookieOf(await signInFrom(email, freshIp(), testPassword)) ?? '';
    expect(cookie).toMatch(/^better-auth\.known_device=[^;]+\.[^;]+;/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(deviceCookieOf(await signInFrom(email, freshIp(), wrongPassword))).toBeUndefined();
  });

  it('is not locked out by wrong passwords from everywhere, which lock out every other device', async () => {
    const { email, device } = await ownerWithDevice();
    await guessEverywhere(email);
    await expectLimited(await signInFrom(email, freshIp(), testPassword));
    // From a guesser's own address too: the device, not the address, is known.
    const guesser = freshIp();
    for (let i = 0; i < 3; i += 1) await signInFrom(email, guesser, wrongPassword);
    expect((await signInFrom(email, guesser, testPassword, device)).status).toBe(200);
  });

  it('still meets a limit of its own on that account', async () => {
    const { email, device } = await ownerWithDevice();
    for (let i = 0; i < 2; i += 1) expect((await signInFrom(email, freshIp(), wrongPassword, device)).status).toBe(401);
    await expectLimited(await signInFrom(email, freshIp(), testPassword, device));
    // Its own failures are not the others' problem.
    expect((await signInFrom(email, freshIp(), testPassword)).status).toBe(200);
  });

  it('is known only for the accounts it signed in to, and only by a cookie the server signed', async () => {
    const { device } = await ownerWithDevice();
    const { email: target, device: targetDevice } = await ownerWithDevice();
    await guessEverywhere(target);
    await expectLimited(await signInFrom(target, freshIp(), testPassword, device));
    const [name, value] = targetDevice.split('=');
    const forged = `${name}=${encodeURIComponent(`forged:${decodeURIComponent(value ?? '').split(':')[1]}`)}`;
    await expectLimited(await signInFrom(target, freshIp(), testPassword, forged));
  });
});

describe('rate limits', () => {
  it('ignore a forged X-Forwarded-For when no proxy is trusted: the socket address counts', async () => {
    const direct = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' }, { now: () => now });
    try {
      const attempt = (ip: string) =>
        jsonRequest(
          direct.app,
          '/api/auth/sign-in/email',
          { email: uniqueEmail(), password: 'x-guess-123', accountType: 'owner' },
          from(ip),
        );
      await attempt('203.0.113.1');
      await attempt('203.0.113.2');
      expect((await attempt('203.0.113.3')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('log each refusal as an event', () => {
    const refusals = logs.lines().filter((line) => line.outcome === 'rate_limited');
    expect(new Set(refusals.map((line) => line.event))).toEqual(
      new Set(['auth.sign_in', 'auth.sign_up', 'auth.password_reset_request', 'auth.verification_resend']),
    );
    expect(refusals[0]).toMatchObject({ reason: 'RATE_LIMITED', ip: expect.stringMatching(/^198\.51\.100\./) });
  });

  it('count only these four endpoints', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.request('http://localhost:3000/api/auth/get-session', from(ip));
      expect(response.status).toBe(200);
    }
  });
});

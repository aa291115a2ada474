import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture';
import {
  cookieOf,
  createTestApp,
  jsonRequest,
  mailLink,
  signIn,
  testPassword,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, { logger: logs.logger });
});
afterAll(() => t.close());

const ip = '192.0.2.7';
const fromIp = { headers: { 'x-forwarded-for': ip } };
const newPassword = 'spotless-bumper-88';

describe('auth events', () => {
  it('logs each outcome as one event line, and never a password, token or email', async () => {
    const email = uniqueEmail('events');
    const secrets: string[] = [testPassword, newPassword, 'wrong-guess-123', email, email.split('@')[0] ?? email];

    await jsonRequest(
      t.app,
      '/api/auth/sign-up/email',
      { name: 'Eve', email, password: testPassword, role: 'owner' },
      fromIp,
    );
    const verifyLink = await mailLink(t.app, email);
    secrets.push(new URL(verifyLink).searchParams.get('token') ?? verifyLink);
    await t.app.request(verifyLink, fromIp);
    await jsonRequest(
      t.app,
      '/api/auth/sign-in/email',
      { email, password: 'wrong-guess-123', accountType: 'owner' },
      fromIp,
    );
    await jsonRequest(
      t.app,
      '/api/auth/sign-in/email',
      { email, password: testPassword, accountType: 'washer' },
      fromIp,
    );
    const signedIn = await jsonRequest(
      t.app,
      '/api/auth/sign-in/email',
      { email, password: testPassword, accountType: 'owner' },
      fromIp,
    );
    const { token: sessionToken } = (await signedIn.json()) as { token: string };
    secrets.push(sessionToken);
    await jsonRequest(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, fromIp);
    await jsonRequest(
      t.app,
      '/api/auth/request-password-reset',
      { email: uniqueEmail('stranger'), redirectTo: '/reset-password' },
      fromIp,
    );
    const resetLink = await mailLink(t.app, email, 2);
    const resetToken = new URL(resetLink).pathname.split('/').pop() ?? resetLink;
    secrets.push(resetToken);
    await t.app.request(resetLink, fromIp);
    await jsonRequest(t.app, '/api/auth/reset-password', { token: resetToken, newPassword }, fromIp);
    const again = await signIn(t.app, email, 'owner', newPassword);
    await jsonRequest(t.app, '/api/auth/sign-out', {}, { headers: { cookie: cookieOf(again), 'x-forwarded-for': ip } });
    await t.mail.settled();

    const events = logs.lines().filter((line) => typeof line.event === 'string');
    const userId = (events.find((event) => event.event === 'auth.sign_up') as { userId?: string } | undefined)?.userId;
    expect(userId).toEqual(expect.any(String));
    expect(
      events.map(({ event, outcome, reason, userId: id, ip: address }) => ({
        event,
        outcome,
        reason,
        userId: id,
        ip: address,
      })),
    ).toEqual([
      { event: 'auth.sign_up', outcome: 'success', reason: undefined, userId, ip },
      { event: 'auth.email_verification', outcome: 'success', reason: undefined, userId, ip },
      { event: 'auth.sign_in', outcome: 'failure', reason: 'INVALID_EMAIL_OR_PASSWORD', userId: undefined, ip },
      { event: 'auth.sign_in', outcome: 'failure', reason: 'ROLE_MISMATCH', userId, ip },
      { event: 'auth.sign_in', outcome: 'success', reason: undefined, userId, ip },
      { event: 'auth.password_reset_request', outcome: 'success', reason: undefined, userId: undefined, ip },
      { event: 'auth.password_reset_request', outcome: 'success', reason: undefined, userId: undefined, ip },
      { event: 'auth.password_reset', outcome: 'success', reason: undefined, userId, ip },
      // The sign-in right after the reset comes from the helper, which sends no X-Forwarded-For.
      { event: 'auth.sign_in', outcome: 'success', reason: undefined, userId, ip: 'unknown' },
      { event: 'auth.sign_out', outcome: 'success', reason: undefined, userId, ip },
    ]);

    const output = logs.raw();
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  });

  it('logs input and rate-limit refusals as failures', async () => {
    const before = logs.lines().length;
    await jsonRequest(t.app, '/api/auth/sign-in/email', { email: '', password: '', accountType: 'owner' }, fromIp);
    const events = logs
      .lines()
      .slice(before)
      .filter((line) => line.event === 'auth.sign_in');
    expect(events).toEqual([expect.objectContaining({ outcome: 'failure', reason: 'CREDENTIALS_REQUIRED', ip })]);
  });

  it('logs request paths without their query strings, where tokens travel', async () => {
    await t.app.request(
      'http://localhost:3000/api/auth/verify-email?token=secret-token-value&callbackURL=%2Fdashboard',
    );
    const requestLines = logs.lines().filter((line) => line.msg === 'request');
    expect(requestLines.some((line) => line.path === '/api/auth/verify-email')).toBe(true);
    expect(logs.raw()).not.toContain('secret-token-value');
  });
});

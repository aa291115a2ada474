import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, testOrigin, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const odd: unknown[] = [
  null,
  42,
  true,
  '',
  ' ',
  'x'.repeat(5000),
  [],
  ['a@example.com'],
  {},
  { nested: 'a@example.com' },
];
const endpoints: [string, string[]][] = [
  ['/api/auth/sign-up/email', ['name', 'email', 'password', 'role', 'callbackURL']],
  ['/api/auth/sign-in/email', ['email', 'password', 'accountType', 'callbackURL', 'rememberMe']],
  ['/api/auth/request-password-reset', ['email', 'redirectTo']],
  ['/api/auth/send-verification-email', ['email', 'callbackURL']],
  ['/api/auth/reset-password', ['token', 'newPassword']],
];
const valid: Record<string, unknown> = {
  name: 'Odd',
  email: 'odd@example.com',
  password: 'wash-and-shine-42',
  newPassword: 'wash-and-shine-42',
  role: 'owner',
  accountType: 'owner',
  token: 'some-token',
};

describe('odd input', () => {
  it.each(endpoints)('%s never answers an odd field value with a 5xx', async (path, fields) => {
    for (const field of fields) {
      for (const value of odd) {
        const response = await jsonRequest(t.app, path, { ...valid, [field]: value });
        expect(response.status, `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it('answers a body that is not an object with 400', async () => {
    for (const [path] of endpoints) {
      for (const body of ['"text"', '[1,2]', 'null', '12', '{']) {
        const response = await t.app.request(`${testOrigin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: testOrigin },
          body,
        });
        expect(response.status, `${path} ${body}`).toBe(400);
      }
    }
  });

  it('answers odd verification and reset links with redirects, never errors', async () => {
    for (const query of [
      '',
      '?token=',
      '?token=a.b.c',
      '?callbackURL=%2Fdashboard',
      '?token=%E0%A4%A&callbackURL=%2Fdashboard',
    ]) {
      const response = await t.app.request(`${testOrigin}/api/auth/verify-email${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    const reset = await t.app.request(`${testOrigin}/api/auth/reset-password/%00?callbackURL=%2Freset-password`);
    expect(reset.status).toBeLessThan(500);
  });
});

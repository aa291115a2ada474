import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './http/app-env';
import { createErrorHandler } from './http/error-handler';
import { serializeError } from './logger';
import { captureLogs } from './test/log-capture';
import { createTestApp, testOrigin, type TestApp } from './test/test-app';

// docs/security.md, "Secrets stay out of logs".

/** A failed insert as the database driver reports it, its values in the parameters and the detail. */
function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique"'), {
    code: '23505',
    constraint: 'user_email_unique',
    detail: 'Key (email)=(ann.secret@example.com) already exists.',
  });
  return new DrizzleQueryError(
    'insert into "user" ("name", "email") values ($1, $2)',
    ['Ann Secret', 'ann.secret@example.com'],
    cause,
  );
}

describe('an error in the log', () => {
  it('keeps its kind, its statement and its codes, and none of the values the statement was given', () => {
    const logged = JSON.stringify(serializeError(failedInsert()));
    expect(logged).not.toContain('ann.secret@example.com');
    expect(logged).not.toContain('Ann Secret');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('insert into \\"user\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('user_email_unique');
  });

  it('is written that way by the app’s error handler', async () => {
    const logs = captureLogs();
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(logs.logger));
    app.get('/boom', () => {
      throw failedInsert();
    });
    expect((await app.request('/boom')).status).toBe(500);
    expect(logs.raw()).toContain('unhandled error');
    expect(logs.raw()).not.toContain('ann.secret@example.com');
  });
});

describe('what an anonymous client sent, in the log', () => {
  const long = `https://evil.example/${'x'.repeat(100_000)}`;
  const post = (t: TestApp, path: string, body: unknown) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: JSON.stringify(body),
    });

  it('is cut to 200 characters, and a refused callback is a warning, not an error', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: logs.logger });
    try {
      await post(t, '/api/auth/send-verification-email', { email: 'ann@example.com', callbackURL: long });
      await post(t, '/api/auth/request-password-reset', { email: 'ann@example.com', redirectTo: long });
      await t.app.request(`/api/${'y'.repeat(50_000)}`);
    } finally {
      await t.close();
    }
    const lines = logs.raw().trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line.length, line.slice(0, 120)).toBeLessThan(1_000);
    const refusals = logs.lines().filter((line) => String(line.msg).startsWith('better-auth: Invalid'));
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals) expect(refusal.level).toBe(40);
    expect(logs.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('is cut in an unhandled error’s message and stack, its frames kept', async () => {
    const logs = captureLogs();
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(logs.logger));
    app.get('/boom', () => {
      throw new Error(`Unexpected token in ${long}`);
    });
    expect((await app.request('/boom')).status).toBe(500);
    const [line] = logs.lines() as { err: { message: string; stack: string } }[];
    expect(line?.err.message).toMatch(/^Unexpected token in https:\/\/evil\.example\/x+… \(99\d{3} more characters\)$/);
    expect(line?.err.message.length).toBeLessThan(260);
    expect(line?.err.stack).toContain(line?.err.message);
    expect(line?.err.stack).toMatch(/\n {4}at /);
    expect(line?.err.stack.length).toBeLessThan(10_000);
  });
});

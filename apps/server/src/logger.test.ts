import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './http/app-env';
import { createErrorHandler } from './http/error-handler';
import { serializeError } from './logger';
import { captureLogs } from './test/log-capture';

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

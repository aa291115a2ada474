import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, testOrigin, type TestApp } from '../test/test-app';
import { inApiErrorShape } from './auth-error-shape';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Better Auth's answers", () => {
  it('carry their errors in the API shape, with the code and message Better Auth gave', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-in/email', { email: 'nobody@example.com' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toMatch(/^[A-Z_]+$/);
    expect(body.error.message).not.toBe('');
  });

  it('leave successes and redirects as they are', async () => {
    const session = await t.app.request(`${testOrigin}/api/auth/get-session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
    const link = await t.app.request(`${testOrigin}/api/auth/verify-email?token=broken&callbackURL=/login`);
    expect(link.status).toBe(302);
  });
});

describe('inApiErrorShape', () => {
  const json = (body: unknown, status: number) => Response.json(body, { status });

  it('fills what Better Auth left out from the status defaults', async () => {
    expect(await (await inApiErrorShape(json({}, 429))).json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
  });

  it('keeps an answer already in the shape, and one that is not JSON', async () => {
    const shaped = { error: { code: 'not_found', message: 'Not found.' } };
    expect(await (await inApiErrorShape(json(shaped, 404))).json()).toEqual(shaped);
    const text = new Response('plain', { status: 500, headers: { 'content-type': 'text/plain' } });
    expect(await (await inApiErrorShape(text)).text()).toBe('plain');
  });
});

import { createRoute, z } from '@hono/zod-openapi';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { asOwner, signedIn } from '../auth/access';
import type { SessionUser } from '../auth/access';
import { conflict, notFound, tooManyRequests } from './app-error';
import { createErrorHandler } from './error-handler';
import { guard } from './guard';
import { createRouter } from './router';

// Statuses no real route produces yet, answered by a small app through the real error handler.
const washer: SessionUser = { id: 'w1', name: 'Wes', email: 'wes@example.com', role: 'washer' };

const createThing = createRoute({
  method: 'post',
  path: '/things',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            name: z.string().min(2, 'Name is too short'),
            year: z.number().int(),
            address: z.object({ zip: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP') }),
          }),
        },
      },
    },
  },
  responses: { 201: { description: 'Created' } },
});

const app = createRouter();
app.onError(createErrorHandler(pino({ level: 'silent' })));
app.use(async (c, next) => {
  c.set('user', c.req.header('x-test-user') === 'washer' ? washer : null);
  await next();
});
app.openapi(createThing, (c) => c.body(null, 201));
app.get('/mine', guard(signedIn), (c) => c.json({ id: c.get('caller').id }));
app.get('/owners-only', guard(asOwner), (c) => c.text('ok'));
app.get('/taken', () => {
  throw conflict('That time is already booked.', 'slot_taken');
});
app.get('/busy', () => {
  throw tooManyRequests();
});
app.get('/gone', () => {
  throw notFound();
});
app.get('/boom', () => {
  throw new Error('connection string with a password');
});

const post = (body: string) =>
  app.request('/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('error responses', () => {
  it('400 names each invalid field by path', async () => {
    const response = await post(JSON.stringify({ name: 'A', year: 'old', address: { zip: '12' } }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      error: {
        code: 'invalid_input',
        message: expect.any(String),
        fields: { name: 'Name is too short', year: expect.any(String), 'address.zip': 'Enter a 5-digit ZIP' },
      },
    });
  });

  it('400, not 500, for a malformed JSON body', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Malformed JSON in request body' },
    });
  });

  it('lets valid input through', async () => {
    expect((await post(JSON.stringify({ name: 'Ab', year: 2020, address: { zip: '94103' } }))).status).toBe(201);
  });

  it('401 when signed out', async () => {
    const response = await app.request('/mine');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect((await app.request('/mine', { headers: { 'x-test-user': 'washer' } })).status).toBe(200);
  });

  it('401 signed out and 403 with the wrong role', async () => {
    expect((await app.request('/owners-only')).status).toBe(401);
    const response = await app.request('/owners-only', { headers: { 'x-test-user': 'washer' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
  });

  it('404, 409 and 429 in the same shape', async () => {
    const gone = await app.request('/gone');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const taken = await app.request('/taken');
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: { code: 'slot_taken', message: 'That time is already booked.' } });
    const busy = await app.request('/busy');
    expect(busy.status).toBe(429);
    expect(await busy.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  });

  it('500 with a generic message for anything unexpected, never its details', async () => {
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('password');
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
  });
});

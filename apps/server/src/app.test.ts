import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { jsonBodyLimitBytes } from './http/body-limit';
import { createTestApp, jsonRequest, type TestApp } from './test/test-app';
import { openTestDatabase } from './test/test-db';

let t: TestApp;
const themeScript =
  "document.documentElement.classList.toggle('dark', matchMedia('(prefers-color-scheme: dark)').matches);";
const indexHtml = `<!doctype html><title>Sudsy</title><script>${themeScript}</script><script type="module" src="/assets/app-1a2b.js"></script>`;
// A fake web build, so the tests below show which paths reach it and which never do.
const dist = mkdtempSync(join(tmpdir(), 'sudsy-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), `export const text = ${JSON.stringify('y'.repeat(4000))};`);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('app', () => {
  it('reports health with a database check', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 on health when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = createApp({ config: t.config, db: database.db, logger: pino({ level: 'silent' }) });
    await database.close();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'error' });
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']).toMatchObject({ get: { responses: { 200: {}, 503: {} } } });
  });

  it('sets a request id, echoing a valid incoming one', async () => {
    const fresh = await t.app.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const echoed = await t.app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const auth = await t.app.request('/api/auth/get-session');
    expect(auth.headers.get('x-request-id')).toBeTruthy();
  });

  it('sends security headers with a self-only content security policy', async () => {
    const response = await t.app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src [^;]*tile\.openstreetmap\.org/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Location for the address fields, no camera, microphone or payment handler, for any page or frame.
    expect(response.headers.get('permissions-policy')).toBe(
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()',
    );
  });

  it("lets the web build's inline script run by its hash, and nothing else inline", async () => {
    const hash = createHash('sha256').update(themeScript).digest('base64');
    for (const path of ['/', '/customer/dashboard', '/api/health']) {
      const response = await t.app.request(path);
      expect(scriptSrc(response), path).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  it('allows no inline script without a web build', async () => {
    const app = createApp({
      config: { ...t.config, webDistDir: join(dist, 'no-web-build') },
      db: t.database.db,
      logger: pino({ level: 'silent' }),
    });
    expect(scriptSrc(await app.request('/api/health'))).toBe("script-src 'self'");
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    for (const path of ['/api', '/api/nope', '/api/nope/1', '/api/auth/nope']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    expect((await t.app.request('/api/nope', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses an oversize body with 413 in the error shape', async () => {
    const big = 'x'.repeat(jsonBodyLimitBytes + 1);
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', { big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
  });

  it('refuses an oversize streamed body (no Content-Length) with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > jsonBodyLimitBytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await t.app.request('/api/nope', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('serves the web app for client routes, with security headers', async () => {
    const response = await t.app.request('/customer/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).toBe(indexHtml);
  });

  it('compresses assets that have no precompressed copy', async () => {
    const response = await t.app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await t.app.request('http://localhost:3000/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
  });
});

function scriptSrc(response: Response): string | undefined {
  const csp = response.headers.get('content-security-policy') ?? '';
  return csp.split(/;\s*/).find((directive) => directive.startsWith('script-src'));
}

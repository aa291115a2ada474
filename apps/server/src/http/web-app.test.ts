import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { webApp, webAppNotBuiltMessage } from './web-app';
import { inlineScriptHashes, readWebBuild } from './web-build';

// The handler alone, on a fake build; app.test.ts covers that /api paths never reach it.
const indexHtml = '<!doctype html><title>Sudsy</title><div id="root"></div>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sudsy-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = new Hono<AppEnv>().get('*', webApp(dist));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml);
  });

  it('falls back to index.html for client routes', async () => {
    for (const path of ['/customer/dashboard', '/providers/abc', '/no/such/page']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it("gives a signed-in page's drawing to a request with a session cookie, varying by cookie", async () => {
    mkdirSync(join(dist, 'prerendered', 'customer'), { recursive: true });
    const catalogue = indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Services</h1></div>');
    writeFileSync(join(dist, 'prerendered', 'customer', 'services.html'), catalogue);
    // Read again as a new build: the drawings are read with index.html.
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 60_000));
    try {
      const signedIn = await app.request('/services', { headers: { Cookie: 'better-auth.session_token=abc.def' } });
      expect(await signedIn.text()).toBe(catalogue);
      expect(signedIn.headers.get('vary')).toBe('Cookie');
      const visitor = await app.request('/services', { headers: { Cookie: 'sudsy-theme=dark' } });
      expect(await visitor.text()).toBe(indexHtml);
    } finally {
      rmSync(join(dist, 'prerendered'), { recursive: true });
    }
  });

  it('caches hashed assets forever', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(script);
  });

  it('serves a precompressed file when the browser accepts it', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('caches other files briefly', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.request('/assets/index-old999.js');
    expect(response.status).toBe(404);
  });

  it('never serves files from outside the build', async () => {
    for (const path of [
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5cetc%5cpasswd',
    ]) {
      const text = await (await app.request(path)).text();
      expect(text, path).not.toContain('root:');
    }
  });

  it('says plainly when the web app is not built', async () => {
    const missing = new Hono<AppEnv>().get('*', webApp(join(dist, 'missing')));
    const response = await missing.request('/customer/dashboard');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toBe(webAppNotBuiltMessage);
  });
});

describe('inline script hashes', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes each inline script as the browser parses it, and no script loaded from a file', () => {
    const html = [
      '<script>\r\n  applyTheme();\r\n</script>',
      '<script type="module" src="/assets/index-abc123.js"></script>',
      '<script data-src="x">other();</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('\n  applyTheme();\n'), sha256('other();')]);
  });

  it('has none without a build, and follows a rebuild', () => {
    const build = mkdtempSync(join(tmpdir(), 'sudsy-dist-'));
    try {
      const scripts = readWebBuild(build).inlineScripts;
      expect(scripts()).toEqual([]);
      writeFileSync(join(build, 'index.html'), '<script>first();</script>');
      expect(scripts()).toEqual([sha256('first();')]);
      writeFileSync(join(build, 'index.html'), '<script>second();</script>');
      // A rebuild within the same millisecond would look unchanged; real ones are seconds apart.
      utimesSync(join(build, 'index.html'), new Date(), new Date(Date.now() + 10_000));
      expect(scripts()).toEqual([sha256('second();')]);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});

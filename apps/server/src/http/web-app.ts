import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { readWebBuild, type WebBuild } from './web-build';

const immutable = 'public, max-age=31536000, immutable';
// Unhashed files (favicon, manifest) may change with any release, so browsers recheck them soon.
const shortCache = 'public, max-age=300';
const noCache = 'no-cache';

export const webAppNotBuiltMessage = 'The web app is not built. Run `npm run build`, then restart the server.';

/**
 * Answers every non-API GET/HEAD from the Vite build: hashed /assets forever cached, other files
 * briefly, and any other path gets index.html so the client router can take it.
 */
export function webApp(distDir: string, build: WebBuild = readWebBuild(distDir)): Handler<AppEnv> {
  const indexHtml = join(distDir, 'index.html');
  // Made on first use: serveStatic warns on a missing root, and the build may come after start.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const notBuilt = (c: Context<AppEnv>) => c.text(webAppNotBuiltMessage, 503, { 'Cache-Control': 'no-store' });
  const servePage = (c: Context<AppEnv>) => {
    const html = build.page(c.req.path, {
      query: new URL(c.req.url).search,
      sessionCookie: getSessionCookie(c.req.raw.headers) !== null,
    });
    // A signed-in page's drawing goes only to a request with a session cookie (web-build.ts).
    return html === undefined ? notBuilt(c) : c.html(html, 200, { 'Cache-Control': noCache, Vary: 'Cookie' });
  };

  return async (c) => {
    // Checked per request so a build made while the server runs is picked up.
    if (!existsSync(indexHtml)) return notBuilt(c);
    if (c.req.path === '/' || c.req.path === '/index.html') return servePage(c);
    files ??= serveStatic<AppEnv>({ root: distDir, precompressed: true });
    const isAsset = c.req.path.startsWith('/assets/');
    const response = await files(c, async () => {});
    if (response instanceof Response) {
      response.headers.set('Cache-Control', isAsset ? immutable : shortCache);
      return response;
    }
    // A missing hashed file is a stale page asking for an old build: HTML in its place would break it.
    if (isAsset) return c.text('Not found', 404);
    return servePage(c);
  };
}

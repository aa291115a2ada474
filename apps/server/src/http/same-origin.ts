import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { forbidden } from './app-error';
import type { AppEnv } from './app-env';
import { isSignedWebhook } from './signed-webhook';

/** Vite's dev server and preview proxy /api here but keep their own Origin (apps/web/vite.config.ts). */
const viteOrigins = ['http://localhost:5173', 'http://localhost:4173'];

/** The origins the product's own pages are served from: every write must come from one of them. */
export function trustedOrigins(config: Config): string[] {
  const origins = [config.publicUrl];
  // Without PUBLIC_URL the app is reached locally, by either name of the loopback host.
  if (config.publicUrl === `http://localhost:${config.port}`) origins.push(`http://127.0.0.1:${config.port}`);
  if (config.env !== 'production') origins.push(...viteOrigins);
  return origins;
}

export const foreignOriginMessage = 'This request did not come from a Sudsy page.';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing request that a page on another site (another port of this host
 * included) made the browser send with the user's cookie. Browsers send Origin with every
 * such request; an older one may send only Referer or Sec-Fetch-Site. A request with none of
 * them comes from no browser page (a script or the mobile app) and carries no ambient cookie
 * risk, so it passes to the usual sign-in checks. The signed webhooks (payments, SMS) pass.
 */
export function sameOriginWrites(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  const refuse = () => {
    throw forbidden(foreignOriginMessage, 'foreign_origin');
  };
  return async (c, next) => {
    if (readOnlyMethods.has(c.req.method) || isSignedWebhook(c.req.method, c.req.path)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) return allowed.has(origin) ? next() : refuse();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refuse();
    const referer = c.req.header('referer');
    if (referer !== undefined) {
      const refererOrigin = originOf(referer);
      if (refererOrigin === null || !allowed.has(refererOrigin)) return refuse();
    }
    return next();
  };
}

import type { MiddlewareHandler } from 'hono';
import { limitMessages } from '@sudsy/domain/limits';
import type { RateLimiter } from '../platform/rate-limiter';
import type { AppEnv } from './app-env';
import { tooManyRequests } from './app-error';
import { isSignedWebhook } from './signed-webhook';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that only end the caller's own sessions: sign-out, Better Auth's revocations and Device
 * Activity's. Someone holding a stolen session could fill the user's limit to keep the owner from
 * signing them out, so these are refused only past a limit of the session they come from.
 */
const sessionEndings = [
  /^\/api\/auth\/sign-out$/,
  /^\/api\/auth\/revoke-(session|sessions|other-sessions)$/,
  /^\/api\/account\/sessions\/sign-out-others$/,
];
const endsSessions = (method: string, path: string) =>
  (method === 'DELETE' && /^\/api\/account\/sessions\/[^/]+$/.test(path)) ||
  (method === 'POST' && sessionEndings.some((pattern) => pattern.test(path)));

/**
 * Counts every change a signed-in user makes, whatever the route, Better Auth's included: past
 * `perMinute` in a minute the rest of that minute answers 429 with Retry-After. Counters live in
 * the database, so every server instance counts the same writes. Signed-out writes are Better
 * Auth's sign-in, sign-up and mail requests, limited per address and email there. A signed
 * webhook (payments, SMS) is the provider's, whatever cookie it carries.
 */
export function perUserWriteLimit(rateLimiter: RateLimiter, perMinute: number): MiddlewareHandler<AppEnv> {
  const rule = { limit: perMinute, windowSeconds: 60 };
  return async (c, next) => {
    const user = c.get('user');
    if (!user || readMethods.has(c.req.method) || isSignedWebhook(c.req.method, c.req.path)) return next();
    const byUser = await rateLimiter.hit(`writes:${user.id}`, rule);
    const sessionId = c.get('sessionId');
    const result =
      sessionId && endsSessions(c.req.method, c.req.path)
        ? await rateLimiter.hit(`writes:session:${sessionId}`, rule)
        : byUser;
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw tooManyRequests(limitMessages.tooManyWrites(result.retryAfterSeconds));
    }
    await next();
  };
}

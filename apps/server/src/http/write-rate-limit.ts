import type { MiddlewareHandler } from 'hono';
import { limitMessages } from '@sudsy/domain/limits';
import type { RateLimiter } from '../platform/rate-limiter';
import type { AppEnv } from './app-env';
import { tooManyRequests } from './app-error';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Counts every change a signed-in user makes, whatever the route: past `perMinute` in a minute
 * the rest of that minute answers 429 with Retry-After. Counters live in the database, so every
 * server instance counts the same writes. Signed-out writes are Better Auth's, limited there.
 */
export function perUserWriteLimit(rateLimiter: RateLimiter, perMinute: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user || readMethods.has(c.req.method)) return next();
    const result = await rateLimiter.hit(`writes:${user.id}`, { limit: perMinute, windowSeconds: 60 });
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw tooManyRequests(limitMessages.tooManyWrites(result.retryAfterSeconds));
    }
    await next();
  };
}

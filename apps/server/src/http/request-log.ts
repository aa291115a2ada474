import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

/**
 * Paths that carry a secret in a segment: the password-reset link's token, the calendar feed's, and
 * a campaign mail's unsubscribe link (its page and its API).
 */
const secretSegments = [
  /^(\/api\/auth\/reset-password\/)[^/]+/,
  /^(\/api\/calendar\/)[^/]+/,
  /^(\/(?:api\/)?unsubscribe\/)[^/]+/,
];

/**
 * The path as logged: never the query string (verification links carry their token there) and
 * never a secret path segment.
 */
export function loggablePath(path: string): string {
  return secretSegments.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), path);
}

/** One JSON line per request, after it is answered, so the status is known. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

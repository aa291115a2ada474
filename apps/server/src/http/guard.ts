import type { MiddlewareHandler } from 'hono';
import type { SessionUser } from '../auth/session';
import type { AppEnv } from './app-env';

/**
 * Runs a service's own access check as route middleware, ahead of input validation, so a signed-out
 * caller hears 401 (and a wrong role 403) rather than what is wrong with a body they may not send.
 * The service checks again: the rule stays there, this only orders the answers.
 */
export function guard(check: (user: SessionUser | null) => unknown): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    check(c.get('user'));
    await next();
  };
}

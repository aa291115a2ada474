import type { MiddlewareHandler } from 'hono';
import type { SessionUser } from '../auth/access';
import type { AppEnv } from './app-env';

/** The environment of a route behind `guard`: `caller` is the user as the guard narrowed them. */
export type GuardedEnv<U extends SessionUser> = AppEnv & { Variables: { caller: U } };

/**
 * Narrows the signed-in user once, as route middleware, and keeps the result as `caller` for the
 * handler. Running ahead of input validation, it makes a signed-out caller hear 401 (and a wrong
 * role 403) rather than what is wrong with a body they may not send. Services take the narrowed
 * user, so which role may call each one stands in its signature.
 */
export function guard<U extends SessionUser>(
  narrow: (user: SessionUser | null) => U,
): MiddlewareHandler<GuardedEnv<U>> {
  return async (c, next) => {
    c.set('caller', narrow(c.get('user')));
    await next();
  };
}

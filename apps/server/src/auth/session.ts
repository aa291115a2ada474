import type { MiddlewareHandler } from 'hono';
import { isRole, type Role } from '@sudsy/domain/roles';
import { forbidden, unauthorized } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import type { Auth } from './auth';

/** The signed-in user as routes and services see it. */
export type SessionUser = { id: string; name: string; email: string; role: Role };

type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/** Puts the signed-in user (or null) on the context of every API request. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const user = response?.user;
    const signedIn = user && isRole(user.role);
    c.set('user', signedIn ? { id: user.id, name: user.name, email: user.email, role: user.role } : null);
    c.set('sessionId', signedIn ? (response?.session.id ?? null) : null);
    await next();
    // Reading the session may extend it; the renewed cookie must reach the browser.
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}

/** 401 unless signed in. */
export function requireUser(): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
  };
}

/** 401 unless signed in, 403 unless signed in with `role`. */
export function requireRole(role: Role): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (user.role !== role) throw forbidden();
    await next();
  };
}

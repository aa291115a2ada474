import type { MiddlewareHandler } from 'hono';
import { isRole } from '@sudsy/domain/roles';
import type { AppEnv } from '../http/app-env';
import type { Auth } from './auth';

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

import type { MiddlewareHandler } from 'hono';
import { isRole } from '@sudsy/domain/roles';
import type { AppEnv } from '../http/app-env';
import type { Auth } from './auth';
import type { CachedSession, SessionCache } from './session-cache';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Puts the signed-in user (or null) on the context of every API request. */
export function sessionMiddleware(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { session, setCookies } = await readSession(auth, cache, c.req.raw.headers);
    c.set('user', session?.user ?? null);
    c.set('sessionId', session?.sessionId ?? null);
    try {
      await next();
    } finally {
      // A write may have ended this user's sessions (one device, the others, the account) or
      // changed their name: their very next request, here, reads the database. Other instances
      // hear it from the database (docs/decisions/014). A write refused for its input or its
      // sender (4xx) changed nothing; one that failed on the way (5xx) may have changed some.
      const refused = c.res.status >= 400 && c.res.status < 500;
      if (session && !readOnlyMethods.has(c.req.method) && !refused) cache.forgetUser(session.user.id);
    }
    // Reading the session may extend it; the renewed cookie must reach the browser.
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
  };
}

/**
 * Better Auth endpoints that only add rows (a new session, user or mailed link) and so leave every
 * stored answer true; clearing after each sign-in would empty the cache for everyone many times a minute.
 */
const endpointsThatEndNothing = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);
/** Reached by a link, so a GET, and still a change: a confirmed address is the user's new email. */
const linksThatChangeUsers = new Set(['/api/auth/verify-email', '/api/auth/delete-user/callback']);

/**
 * Around Better Auth's routes: after any of its endpoints that may end sessions or change a user
 * (sign-out, revocations, password change or reset, two-factor, update-user, change-email…),
 * forgets every stored session of this instance, so the very next request reads the database.
 * Which user it was is not always known here (a reset link names no session); other instances
 * hear each change from the database.
 */
export function forgetSessionsAfterAuthChanges(cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      const path = c.req.path;
      const changes = readOnlyMethods.has(c.req.method)
        ? linksThatChangeUsers.has(path)
        : !endpointsThatEndNothing.has(path);
      if (changes) cache.clear();
    }
  };
}

/**
 * Before Better Auth's own writes (update-user, change-password, two-factor, revoke-session…): the
 * caller, so that their writes count towards the write limits like every other (write-rate-limit.ts).
 * Read without renewing the session: the endpoint reads it again and renews it in its own answer.
 */
export function authWriteCaller(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!readOnlyMethods.has(c.req.method)) {
      const { session } = await readSession(auth, cache, c.req.raw.headers, { renew: false });
      c.set('user', session?.user ?? null);
      c.set('sessionId', session?.sessionId ?? null);
    }
    await next();
  };
}

/** The caller's session: from the cache when stored for these exact headers, else from Better Auth. */
async function readSession(
  auth: Auth,
  cache: SessionCache,
  headers: Headers,
  { renew }: { renew: boolean } = { renew: true },
): Promise<{ session: CachedSession | null; setCookies: string[] }> {
  // Nothing names a session: a visitor, signed out without asking Better Auth.
  if (!headers.has('cookie') && !headers.has('authorization')) return { session: null, setCookies: [] };
  const cached = cache.get(headers);
  if (cached) return { session: cached, setCookies: [] };
  const readSince = cache.version();
  const answer = await auth.api.getSession({
    headers,
    returnHeaders: true,
    ...(renew ? {} : { query: { disableRefresh: true } }),
  });
  const setCookies = answer.headers.getSetCookie();
  const user = answer.response?.user;
  // Signed out: the cookie Better Auth would clear is left alone. A request sent with the old
  // cookie while the session was replaced (two-factor turned off makes a new one) answers after
  // the new cookie arrived, and clearing "the" cookie then signed the user out.
  if (!answer.response || !user || !isRole(user.role)) return { session: null, setCookies: [] };
  // Suspending deletes the account's sessions; one a sign-in made meanwhile is refused here.
  if (user.suspendedAt) return { session: null, setCookies: [] };
  const session: CachedSession = {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    sessionId: answer.response.session.id,
    sessionExpiresAt: new Date(answer.response.session.expiresAt),
  };
  // A renewed cookie must reach the browser, so an answer that sets one is read again next time.
  if (setCookies.length === 0) cache.set(headers, session, readSince);
  return { session, setCookies };
}

/**
 * Better Auth's get-session clears the cookies of an ended session. A reply to one sent with the
 * old cookie while the session was replaced (two-factor turned off makes a new one) can arrive
 * after the new cookie and erase it, signing the user out; the null it answers says enough.
 */
export function withoutCookieClearing(path: string, response: Response): Response {
  if (path !== '/api/auth/get-session') return response;
  const cookies = response.headers.getSetCookie();
  const kept = cookies.filter((cookie) => !/;\s*max-age=0\b/i.test(cookie));
  if (kept.length === cookies.length) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of kept) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

import type { HttpBindings } from '@hono/node-server';
import type { RequestIdVariables } from 'hono/request-id';
import type { SessionUser } from '../auth/access';

/** Hono environment of every route. Bindings are partial because tests call `app.request()` without a socket. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: RequestIdVariables & {
    /** The caller's address after TRUST_PROXY is applied; rate limits key on it. */
    clientIp: string;
    user: SessionUser | null;
    /** The id of the caller's session, null when signed out (Device Activity marks "this device"). */
    sessionId: string | null;
  };
};

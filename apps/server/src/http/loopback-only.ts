import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { notFound } from './app-error';
import type { AppEnv } from './app-env';

// A proxy on the same machine connects from loopback on behalf of anyone: its headers say so.
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const unmapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(unmapped) === 4) return unmapped.startsWith('127.');
  return unmapped === '::1';
}

/**
 * Development pages that show other people's secrets (the dev outbox's reset links) answer only
 * the machine they run on, whatever PUBLIC_URL says: the peer must be a loopback address and no
 * proxy may have relayed the request. A call made inside the process (no socket) is the process
 * itself. Anyone else gets the 404 an absent page would give.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socket = c.env?.incoming?.socket;
    const relayed = forwardingHeaders.some((name) => c.req.header(name) !== undefined);
    if (socket !== undefined && (relayed || !isLoopbackAddress(socket.remoteAddress ?? ''))) throw notFound();
    await next();
  };
}

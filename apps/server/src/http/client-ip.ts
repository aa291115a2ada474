import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The address that sent the request. Behind `trustProxy` proxies the last that many
 * X-Forwarded-For entries were written by them; anything further left came from the client and
 * could be forged, so the entry just before the trusted hops is the one to believe.
 */
export function resolveClientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const hops = [
    ...(trustProxy > 0 && forwardedFor ? forwardedFor.split(',').map((entry) => entry.trim()) : []),
    remoteAddress ?? 'unknown',
  ].filter((entry) => entry !== '');
  const address = hops[Math.max(hops.length - 1 - trustProxy, 0)] ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

export function clientIp(trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      'clientIp',
      resolveClientIp(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trustProxy),
    );
    await next();
  };
}

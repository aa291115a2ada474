/**
 * Better Auth trusts the client address only from this header, which our auth route sets from
 * the resolved client IP (TRUST_PROXY applied) after discarding whatever the caller sent.
 */
export const clientIpHeader = 'x-sudsy-client-ip';

/** A request's headers as Better Auth must see them: the resolved client address, never the caller's own. */
export function withClientIp(headers: Headers, clientIp: string): Headers {
  const trusted = new Headers(headers);
  trusted.set(clientIpHeader, clientIp);
  return trusted;
}

/**
 * Better Auth trusts the client address only from this header, which our auth route sets from
 * the resolved client IP (TRUST_PROXY applied) after discarding whatever the caller sent.
 */
export const clientIpHeader = 'x-sudsy-client-ip';

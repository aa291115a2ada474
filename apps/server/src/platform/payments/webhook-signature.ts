import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header Stripe sends with a webhook: the time it signed at (unix seconds)
 * and the hex HMAC-SHA256 of `<time>.<raw body>` keyed with the endpoint's whole secret. The local
 * provider signs with it, and the webhook checks it with Stripe's SDK, as for Stripe's own events.
 */
export function stripeSignatureHeader(rawBody: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

import { randomUUID } from 'node:crypto';
import { stripeSignatureHeader } from '../platform/payments/webhook-signature';
import type { TestApp } from './test-app';

/** A webhook event's body as a provider sends it, with a fresh id. */
export function paymentEventBody(
  type = 'payment_intent.succeeded',
  object: Record<string, unknown> = { id: 'pi_test', object: 'payment_intent', metadata: {} },
): string {
  return JSON.stringify({
    id: `evt_test${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
  });
}

/** The secret the app checks webhooks with: the local provider's, or Stripe's platform endpoint's. */
export function webhookSecretOf(t: TestApp): string {
  const { payments } = t.config;
  if (payments.mode === 'local') return payments.webhookSecret;
  if (payments.mode === 'stripe') return payments.webhookSecrets[0] ?? '';
  throw new Error('payments are off: there is no webhook');
}

/** A Stripe-Signature header for `body`, by default with the app's secret and the current time. */
export function signatureFor(
  t: TestApp,
  body: string,
  { secret = webhookSecretOf(t), at = new Date() }: { secret?: string; at?: Date } = {},
): string {
  return stripeSignatureHeader(body, secret, Math.floor(at.getTime() / 1000));
}

/** Posts to the payment webhook as a provider does: JSON, no Origin, the signature when given. */
export function postPaymentWebhook(
  t: TestApp,
  body: string,
  signature: string | null,
  headers: Record<string, string> = {},
  path = '/api/payments/webhook',
): Promise<Response> {
  const sent = new Headers({ 'content-type': 'application/json', ...headers });
  if (signature !== null) sent.set('stripe-signature', signature);
  return Promise.resolve(t.app.request(`http://localhost:3000${path}`, { method: 'POST', headers: sent, body }));
}

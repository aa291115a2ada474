/**
 * The routes a provider calls, signed: the payment provider's webhook (features/payments/webhook-routes.ts)
 * and Twilio's incoming-message webhook (features/sms/routes.ts). Their caller is Stripe or Twilio (or
 * the local stand-in in-process), never a page in a browser or a signed-in user, and the signature
 * over the body is their guard: the Origin check and the per-user write limit do not apply to them,
 * and to no other request (docs/decisions/024-sms-through-a-provider-with-a-confirmed-number.md).
 */
export const paymentWebhookPath = '/api/payments/webhook';
export const smsInboundWebhookPath = '/api/sms/inbound';

const signedWebhookPaths = new Set([paymentWebhookPath, smsInboundWebhookPath]);

export const isSignedWebhook = (method: string, path: string) => method === 'POST' && signedWebhookPaths.has(path);

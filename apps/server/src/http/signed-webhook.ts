/**
 * The payment provider's webhook (features/payments/webhook-routes.ts). Its caller is Stripe, or
 * the local provider in-process, never a page in a browser or a signed-in user, and the signature
 * over its body is its guard: the Origin check and the per-user write limit do not apply to it,
 * and to no other request.
 */
export const paymentWebhookPath = '/api/payments/webhook';

export const isPaymentWebhook = (method: string, path: string) => method === 'POST' && path === paymentWebhookPath;

import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import type { PaymentEvents } from './payment-events';
import { receivePaymentWebhook } from './webhook-service';

// Called by Stripe, or in-process by the local provider; no session, no Origin, no user's write
// limit (http/signed-webhook.ts): its guard is the Stripe-Signature header over the raw body.

const route = createRoute({
  method: 'post',
  path: '/payments/webhook',
  tags: ['Payments'],
  summary: "The payment provider's events, signed in the Stripe-Signature header; each event id is taken once",
  responses: {
    200: jsonResponse(z.object({ received: z.literal(true) }), 'Taken in, or seen before'),
    400: errorResponse('The signature is missing, stale or does not match the body (invalid_signature)'),
  },
});

export function paymentWebhookRoutes(deps: { db: Db; payments: PaymentProvider; events: PaymentEvents }) {
  return createRouter().openapi(route, async (c) => {
    // The raw text, as signed: parsed JSON written back out would no longer match the signature.
    const rawBody = await c.req.text();
    await receivePaymentWebhook(deps, rawBody, c.req.header('stripe-signature') ?? '');
    return c.json({ received: true as const }, 200);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { confirmLocalCard } from './local-card-service';

// The card's own rules (Stripe's test numbers, a future expiry) need the date, so the service
// checks them; this shape only bounds what may be sent.
const confirmation = z.object({
  clientSecret: z.string().max(200),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  postalCode: z.string().max(20).optional(),
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/dev/payments/setup-intents/{id}/confirm',
  tags: ['Local payments'],
  middleware: guard((user) => asOwner(user)),
  summary: "The local provider's stand-in for Stripe.js: save a test card on the owner's SetupIntent",
  request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(confirmation) },
  responses: {
    204: { description: 'Saved' },
    400: errorResponse('Not one of Stripe’s test cards, an expiry past or malformed, a bad security code'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse(
      "No such SetupIntent of this owner, or the wrong client secret (someone else's answers the same)",
    ),
  },
});

export function localCardRoutes(db: Db, provider: LocalPaymentProvider) {
  return createRouter().openapi(confirmRoute, async (c) => {
    await confirmLocalCard(db, provider, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
}

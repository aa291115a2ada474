import { createRoute, z } from '@hono/zod-openapi';
import { cardSetupResponseSchema, paymentMethodsResponseSchema } from '@sudsy/domain/payment-methods';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { listPaymentMethods, removeCard, setDefaultCard, startCardSetup, type Payments } from './cards-service';

const tags = ['Payment methods'];
const middleware = guard((user) => asOwner(user));
const ownerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car owner') };
const notOwn = errorResponse("No such card of this owner (someone else's answers the same)");
const paymentsOff = errorResponse('Payments are off on this server (payments_off)');
const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/payment-methods',
  tags,
  middleware,
  summary: "The owner's saved cards and how this server takes payments",
  responses: { 200: jsonResponse(paymentMethodsResponseSchema, 'Cards'), ...ownerErrors },
});

const setupRoute = createRoute({
  method: 'post',
  path: '/payment-methods/setup',
  tags,
  middleware,
  summary: 'Start saving a card: a SetupIntent for the browser to confirm with the card',
  responses: {
    200: jsonResponse(cardSetupResponseSchema, 'SetupIntent'),
    ...ownerErrors,
    409: errorResponse('Payments are off (payments_off), or the owner keeps as many cards as allowed (limit_reached)'),
  },
});

const defaultRoute = createRoute({
  method: 'put',
  path: '/payment-methods/{id}/default',
  tags,
  middleware,
  summary: 'Pay for bookings with this card',
  request: { params: idParam },
  responses: { 204: { description: 'Default set' }, ...ownerErrors, 404: notOwn, 409: paymentsOff },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/payment-methods/{id}',
  tags,
  middleware,
  summary: 'Remove a saved card',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...ownerErrors, 404: notOwn, 409: paymentsOff },
});

export function paymentMethodsRoutes(db: Db, payments: Payments) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listPaymentMethods(db, payments, c.get('caller')), 200))
    .openapi(setupRoute, async (c) => c.json(await startCardSetup(db, payments, c.get('caller')), 200))
    .openapi(defaultRoute, async (c) => {
      await setDefaultCard(db, payments, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await removeCard(db, payments, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

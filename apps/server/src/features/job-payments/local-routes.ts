import { createRoute, z } from '@hono/zod-openapi';
import { jobPaymentResponseSchema } from '@sudsy/domain/job-payment';
import { asOwner } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { intentAwaitingOwner, jobPaymentOf, recordAuthentication } from './service';
import type { JobPaymentDeps } from './settle-service';

const authenticateRoute = createRoute({
  method: 'post',
  path: '/dev/payments/appointments/{id}/authenticate',
  tags: ['Local payments'],
  middleware: guard((user) => asOwner(user)),
  summary: "The local provider's stand-in for the bank's challenge Stripe.js shows: approve or refuse the hold",
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(z.object({ approve: z.boolean() })) },
  responses: {
    200: jsonResponse(jobPaymentResponseSchema, 'Answered; the payment as it now stands'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse('No such appointment of the owner'),
    409: errorResponse('The payment is not waiting for a confirmation (payment_not_failed)'),
  },
});

export function localJobPaymentRoutes(deps: JobPaymentDeps & { provider: LocalPaymentProvider }) {
  return createRouter().openapi(authenticateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const intentId = await intentAwaitingOwner(deps.db, c.get('caller'), id);
    const intent = await deps.provider.completeAuthentication(intentId, c.req.valid('json').approve);
    // As the webhook will: whichever comes first moves the payment, the other finds it moved.
    await deps.db.transaction((tx) => recordAuthentication(tx, intent));
    return c.json({ payment: await jobPaymentOf(deps, c.get('caller'), id) }, 200);
  });
}

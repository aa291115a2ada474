import { createRoute, z } from '@hono/zod-openapi';
import { jobPaymentResponseSchema } from '@sudsy/domain/job-payment';
import { asOwner, signedIn } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { jobPaymentOf, retryJobPayment, type JobPaymentReadDeps } from './service';
import { providerOrRefuse } from '../payments';

const tags = ['Payments'];
const params = z.object({ id: z.uuid() });

const paymentRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/payment',
  tags,
  middleware: guard(signedIn),
  summary: "The job's payment as the caller's side sees it (null when it is paid at the job)",
  request: { params },
  responses: {
    200: jsonResponse(jobPaymentResponseSchema, 'The payment'),
    401: errorResponse('Signed out'),
    404: errorResponse('No such appointment of the caller'),
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/payment/retry',
  tags,
  middleware: guard(asOwner),
  summary: 'After a failed hold: try again on the owner’s paying card now',
  request: { params },
  responses: {
    200: jsonResponse(jobPaymentResponseSchema, 'Tried again; the payment as it now stands'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse('No such appointment of the owner'),
    409: errorResponse('The payment did not fail (payment_not_failed), or payments are off (payments_off)'),
  },
});

/** With payments off (no provider) a job has no payment to show, and none to fix. */
export function jobPaymentRoutes({ provider, ...deps }: JobPaymentReadDeps) {
  return createRouter()
    .openapi(paymentRoute, async (c) =>
      c.json({ payment: await jobPaymentOf({ ...deps, provider }, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(retryRoute, async (c) =>
      c.json(
        {
          payment: await retryJobPayment(
            { ...deps, provider: providerOrRefuse(provider) },
            c.get('caller'),
            c.req.valid('param').id,
          ),
        },
        200,
      ),
    );
}

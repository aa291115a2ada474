import { createRoute, z } from '@hono/zod-openapi';
import { jobPaymentResponseSchema, tipRequestSchema } from '@sudsy/domain/job-payment';
import { refundSchema } from '@sudsy/domain/payment-schemas';
import { asOwner, asWasher, signedIn } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { jobPaymentOf, retryJobPayment, type JobPaymentReadDeps } from './service';
import { refundJob } from './refund-service';
import { addTip } from './tip-service';
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

const tipRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/tip',
  tags,
  middleware: guard(asOwner),
  summary: 'Tip a paid job once, within 48 hours of its completion: all of it to the washer',
  request: { params, body: jsonBody(tipRequestSchema) },
  responses: {
    200: jsonResponse(jobPaymentResponseSchema, 'Tipped; the payment as it now stands'),
    400: errorResponse('Under $1, over the larger of $100 and the price, or not whole cents'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse('No such appointment of the owner'),
    409: errorResponse(
      'Not paid through Sudsy or not yet (not_paid), already tipped, past 48 hours (tip_window_closed), the card declined (card_declined), or payments off',
    ),
  },
});

const refundRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/refund',
  tags,
  middleware: guard(asWasher),
  summary: 'The washer gives back part or all of what their job was paid: the price first, then the tip',
  request: { params, body: jsonBody(refundSchema) },
  responses: {
    200: jsonResponse(jobPaymentResponseSchema, 'Refunded; the payment as it now stands'),
    400: errorResponse('Under 1 cent, more than is left to refund, not whole cents, or a reason over 200 characters'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a washer'),
    404: errorResponse('No such job of the washer'),
    409: errorResponse('Nothing was paid through Sudsy (not_refundable), or payments are off'),
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
    )
    .openapi(refundRoute, async (c) =>
      c.json(
        {
          payment: await refundJob(
            { ...deps, provider: providerOrRefuse(provider) },
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    )
    .openapi(tipRoute, async (c) =>
      c.json(
        {
          payment: await addTip(
            { ...deps, provider: providerOrRefuse(provider) },
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    );
}

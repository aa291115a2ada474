import { createRoute, z } from '@hono/zod-openapi';
import { appointmentDetailResponseSchema } from '@sudsy/domain/appointment';
import { bookingResponseSchema } from '@sudsy/domain/booking';
import { acceptQuoteSchema, type AcceptQuoteRequest } from '@sudsy/domain/repeat-series';
import { rescheduleAnswerSchema, rescheduleInputSchema } from '@sudsy/domain/reschedule';
import { asOwner, signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { answerReschedule, proposeReschedule, withdrawReschedule } from './reschedule-service';
import { acceptQuote, type BookingTermsOf } from './booking-service';

const tags = ['Bookings'];
const id = z.string().min(1).max(100);
const ownerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car owner') };

const acceptRoute = createRoute({
  method: 'post',
  path: '/quote-requests/{id}/quotes/{washerId}/accept',
  tags,
  middleware: guard(asOwner),
  summary:
    'Accept a washer’s quote: books the appointment, declines the other quotes and marks the request booked, in one step',
  request: {
    params: z.object({ id, washerId: id }),
    // Optional: without a body the quote is booked once.
    body: { required: false, content: { 'application/json': { schema: acceptQuoteSchema } } },
  },
  responses: {
    201: jsonResponse(bookingResponseSchema, 'Booked'),
    400: errorResponse('A repeat that is not one of the options'),
    ...ownerErrors,
    404: errorResponse('No such request of this owner, or no quote of that washer on it'),
    409: errorResponse(
      'The washer is no longer free then, the request or quote is no longer open, dates of the repeat clash (series_conflict, with conflicts), or, with payments on, the washer has no payouts (washer_payouts_required) or the owner no card (card_required)',
    ),
  },
});

const appointmentParam = z.object({ id: z.uuid() });
const proposalParams = appointmentParam.extend({ proposalId: z.uuid() });
const partyErrors = { 401: errorResponse('Signed out'), 404: errorResponse('No such appointment of the caller') };

const proposeRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/reschedule',
  tags: ['Appointments'],
  middleware: guard(signedIn),
  summary:
    'Either side proposes a new start for a scheduled job that has not started; it keeps its length and must fit the washer’s calendar. The booked time holds until the other side answers',
  request: { params: appointmentParam, body: jsonBody(rescheduleInputSchema) },
  responses: {
    201: jsonResponse(appointmentDetailResponseSchema, 'Proposed'),
    400: errorResponse('No date or start, the booked time itself, or a job that would run past midnight'),
    ...partyErrors,
    409: errorResponse(
      'The washer cannot take the new time (the reason), a proposal is already open, or the job started, completed or was cancelled',
    ),
  },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/reschedule/{proposalId}/answer',
  tags: ['Appointments'],
  middleware: guard(signedIn),
  summary:
    'The side that did not propose accepts (the job moves, checked against the calendar again) or declines a new time',
  request: { params: proposalParams, body: jsonBody(rescheduleAnswerSchema) },
  responses: {
    200: jsonResponse(appointmentDetailResponseSchema, 'Answered'),
    400: errorResponse('No answer'),
    ...partyErrors,
    403: errorResponse('The caller proposed it'),
    409: errorResponse(
      'Already answered or withdrawn, the job is no longer movable, or the washer can no longer take the new time',
    ),
  },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/reschedule/{proposalId}/withdraw',
  tags: ['Appointments'],
  middleware: guard(signedIn),
  summary: 'The side that proposed a new time takes it back before it is answered',
  request: { params: proposalParams },
  responses: {
    200: jsonResponse(appointmentDetailResponseSchema, 'Withdrawn'),
    ...partyErrors,
    403: errorResponse('The other side proposed it'),
    409: errorResponse('Already answered or withdrawn'),
  },
});

export function bookingsRoutes(db: Db, termsOf: BookingTermsOf) {
  return createRouter()
    .openapi(acceptRoute, async (c) => {
      const { id: requestId, washerId } = c.req.valid('param');
      // Skipped by the validator without a JSON body: booked once then.
      const repeat = (c.req.valid('json') as AcceptQuoteRequest | undefined)?.repeat ?? null;
      const booking = await acceptQuote(
        db,
        c.get('caller'),
        requestId,
        washerId,
        repeat,
        await termsOf(c.get('caller').id, washerId),
      );
      return c.json({ booking }, 201);
    })
    .openapi(proposeRoute, async (c) => {
      const appointment = await proposeReschedule(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ appointment }, 201);
    })
    .openapi(answerRoute, async (c) => {
      const { id, proposalId } = c.req.valid('param');
      const { accept } = c.req.valid('json');
      return c.json({ appointment: await answerReschedule(db, c.get('caller'), id, proposalId, accept) }, 200);
    })
    .openapi(withdrawRoute, async (c) => {
      const { id, proposalId } = c.req.valid('param');
      return c.json({ appointment: await withdrawReschedule(db, c.get('caller'), id, proposalId) }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { availableRequestsResponseSchema, bidResponseSchema, bidsResponseSchema } from '@sudsy/domain/bids';
import { pageQuerySchema, placeQuerySchema } from '@sudsy/domain/pagination';
import { quoteInputSchema } from '@sudsy/domain/quote';
import { asWasher } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { declineRequest, listAvailableRequests, listBids, submitQuote, withdrawQuote } from './service';

const tags = ['Bids'];
const middleware = guard(asWasher);
const washerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a washer') };
const params = z.object({ requestId: z.string().min(1).max(100) });
const notSent = errorResponse('No such request sent to this washer');

const availableRoute = createRoute({
  method: 'get',
  path: '/bids/available',
  tags,
  middleware,
  summary:
    'Available Requests: requests sent to the washer that they have not answered yet, 20 a page, newest first, and how many in all; ?cursor= gives the next page',
  request: { query: pageQuerySchema },
  responses: {
    200: jsonResponse(availableRequestsResponseSchema, 'Requests'),
    400: errorResponse('A cursor the list did not give out'),
    ...washerErrors,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/bids',
  tags,
  middleware,
  summary:
    'My Bids: the quotes the washer placed, 20 a page, the latest change first, each with its request and, once accepted, its appointment; ?cursor= gives the next page',
  request: { query: placeQuerySchema },
  responses: {
    200: jsonResponse(bidsResponseSchema, 'Bids'),
    400: errorResponse('A cursor the list did not give out'),
    ...washerErrors,
  },
});

const quoteRoute = createRoute({
  method: 'put',
  path: '/bids/{requestId}',
  tags,
  middleware,
  summary: 'Place or change a quote: amount, duration, notes and a proposed start that fits the washer’s calendar',
  request: { params, body: jsonBody(quoteInputSchema) },
  responses: {
    200: jsonResponse(bidResponseSchema, 'The quote'),
    400: errorResponse('Invalid amount, duration, date or time'),
    ...washerErrors,
    404: notSent,
    409: errorResponse(
      'The proposed start does not fit the calendar, the request or quote is closed, or the washer is not verified (not_verified)',
    ),
  },
});

const declineRoute = createRoute({
  method: 'post',
  path: '/bids/{requestId}/decline',
  tags,
  middleware,
  summary: 'Turn a request down without quoting',
  request: { params },
  responses: {
    204: { description: 'Declined' },
    ...washerErrors,
    404: notSent,
    409: errorResponse('Already answered'),
  },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/bids/{requestId}/withdraw',
  tags,
  middleware,
  summary: 'Take back a quote the owner has not accepted',
  request: { params },
  responses: {
    200: jsonResponse(bidResponseSchema, 'The withdrawn quote'),
    ...washerErrors,
    404: notSent,
    409: errorResponse('Accepted or closed'),
  },
});

/** Throws when the washer may not quote at all (REQUIRE_VERIFIED_WASHERS and not verified); by default all may. */
export type QuoteGate = (washerId: string) => Promise<void>;

export function bidsRoutes(db: Db, quoteGate: QuoteGate = async () => undefined) {
  return createRouter()
    .openapi(availableRoute, async (c) =>
      c.json(await listAvailableRequests(db, c.get('caller'), c.req.valid('query').cursor), 200),
    )
    .openapi(listRoute, async (c) => c.json(await listBids(db, c.get('caller'), c.req.valid('query').cursor), 200))
    .openapi(quoteRoute, async (c) => {
      await quoteGate(c.get('caller').id);
      return c.json(
        { bid: await submitQuote(db, c.get('caller'), c.req.valid('param').requestId, c.req.valid('json')) },
        200,
      );
    })
    .openapi(declineRoute, async (c) => {
      await declineRequest(db, c.get('caller'), c.req.valid('param').requestId);
      return c.body(null, 204);
    })
    .openapi(withdrawRoute, async (c) =>
      c.json({ bid: await withdrawQuote(db, c.get('caller'), c.req.valid('param').requestId) }, 200),
    );
}

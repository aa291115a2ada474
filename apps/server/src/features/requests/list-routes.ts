import { createRoute } from '@hono/zod-openapi';
import { pageQuerySchema } from '@sudsy/domain/pagination';
import { quoteRequestsResponseSchema } from '@sudsy/domain/quote-request-views';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { listQuoteRequests } from './list-service';

const listRoute = createRoute({
  method: 'get',
  path: '/quote-requests',
  tags: ['Quote requests'],
  middleware: guard(asOwner),
  summary:
    "The owner's quote requests, 20 a page, newest first, with their vehicle and how many washers got and answered each; ?cursor= gives the next page",
  request: { query: pageQuerySchema },
  responses: {
    200: jsonResponse(quoteRequestsResponseSchema, 'Requests'),
    400: errorResponse('A cursor the list did not give out'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
  },
});

export function quoteRequestListRoutes(db: Db) {
  return createRouter().openapi(listRoute, async (c) =>
    c.json(await listQuoteRequests(db, c.get('caller'), c.req.valid('query').cursor), 200),
  );
}

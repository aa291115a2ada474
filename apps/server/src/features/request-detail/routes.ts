import { createRoute, z } from '@hono/zod-openapi';
import { quoteRequestDetailResponseSchema } from '@sudsy/domain/quote-request-views';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { getQuoteRequest } from './service';

const tags = ['Quote requests'];
const id = z.string().min(1).max(100);
const notReadable = errorResponse('No such request, or neither the caller’s nor sent to them');

const detailRoute = createRoute({
  method: 'get',
  path: '/quote-requests/{id}',
  tags,
  middleware: guard(signedIn),
  summary:
    'One request with notes, place, photos and its washers: the owner sees every answer, a washer it was sent to only their own',
  request: { params: z.object({ id }) },
  responses: {
    200: jsonResponse(quoteRequestDetailResponseSchema, 'Request'),
    401: errorResponse('Signed out'),
    404: notReadable,
  },
});

export function quoteRequestDetailRoutes(db: Db) {
  return createRouter().openapi(detailRoute, async (c) =>
    c.json({ request: await getQuoteRequest(db, c.get('caller'), c.req.valid('param').id) }, 200),
  );
}

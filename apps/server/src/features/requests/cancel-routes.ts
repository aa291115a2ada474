import { createRoute, z } from '@hono/zod-openapi';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { cancelRequest } from './cancel-service';

const cancelRequestRoute = createRoute({
  method: 'post',
  path: '/quote-requests/{id}/cancel',
  tags: ['Quote requests'],
  middleware: guard(asOwner),
  summary: 'Cancel a request that is not booked; the washers’ open answers are withdrawn',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    204: { description: 'Cancelled' },
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse('No such request of this owner'),
    409: errorResponse('Booked'),
  },
});

/** The owner's own cancel of a request not booked (a booked one is cancelled through its appointment). */
export function cancelRequestRoutes(db: Db) {
  return createRouter().openapi(cancelRequestRoute, async (c) => {
    await cancelRequest(db, c.get('caller'), c.req.valid('param').id);
    return c.body(null, 204);
  });
}

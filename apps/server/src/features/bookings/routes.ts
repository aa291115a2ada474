import { createRoute, z } from '@hono/zod-openapi';
import { bookingResponseSchema } from '@sudsy/domain/booking';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { BookingNotifier } from './notifications';
import { acceptQuote, cancelRequest } from './service';

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
  request: { params: z.object({ id, washerId: id }) },
  responses: {
    201: jsonResponse(bookingResponseSchema, 'Booked'),
    ...ownerErrors,
    404: errorResponse('No such request of this owner, or no quote of that washer on it'),
    409: errorResponse('The washer is no longer free then, or the request or quote is no longer open'),
  },
});

const cancelRequestRoute = createRoute({
  method: 'post',
  path: '/quote-requests/{id}/cancel',
  tags,
  middleware: guard(asOwner),
  summary: 'Cancel a request that is not booked; the washers’ open answers are withdrawn',
  request: { params: z.object({ id }) },
  responses: {
    204: { description: 'Cancelled' },
    ...ownerErrors,
    404: errorResponse('No such request of this owner'),
    409: errorResponse('Booked'),
  },
});

export function bookingsRoutes(db: Db, notifier: BookingNotifier) {
  return createRouter()
    .openapi(acceptRoute, async (c) => {
      const { id: requestId, washerId } = c.req.valid('param');
      return c.json({ booking: await acceptQuote(db, notifier, c.get('caller'), requestId, washerId) }, 201);
    })
    .openapi(cancelRequestRoute, async (c) => {
      await cancelRequest(db, notifier, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { pageQuerySchema } from '@sudsy/domain/pagination';
import { publicReviewsSchema, reviewInputSchema, reviewMessages, reviewSchema } from '@sudsy/domain/review';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { BookingNotifier } from '../bookings';
import { createReview, listPublicReviews } from './service';

const tags = ['Reviews'];

const createReviewRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/review',
  tags,
  summary: 'The owner rates a completed appointment, 1 to 5 stars with an optional comment, once',
  middleware: guard((user) => asOwner(user, { forbidden: reviewMessages.ownersOnly })),
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(reviewInputSchema) },
  responses: {
    201: jsonResponse(z.object({ review: reviewSchema }), 'Rated'),
    400: errorResponse('No rating from 1 to 5, or a comment too long'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse('No such appointment of this owner'),
    409: errorResponse('Not completed yet, or already rated'),
  },
});

const publicReviewsRoute = createRoute({
  method: 'get',
  path: '/washers/{id}/reviews',
  tags,
  summary: "A washer's reviews, 20 a page, newest first, as their public page shows them; ?cursor= gives the next page",
  request: { params: z.object({ id: z.string().min(1).max(100) }), query: pageQuerySchema },
  responses: { 200: jsonResponse(publicReviewsSchema, 'Reviews'), 400: errorResponse('Not a review id') },
});

export function reviewsRoutes(db: Db, notifier: Pick<BookingNotifier, 'reviewed'>) {
  return createRouter()
    .openapi(createReviewRoute, async (c) => {
      const review = await createReview(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      await notifier.reviewed(review.id);
      return c.json({ review }, 201);
    })
    .openapi(publicReviewsRoute, async (c) =>
      c.json(await listPublicReviews(db, c.req.valid('param').id, c.req.valid('query').cursor), 200),
    );
}

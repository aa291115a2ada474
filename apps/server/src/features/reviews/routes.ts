import { createRoute, z } from '@hono/zod-openapi';
import { pageQuerySchema } from '@sudsy/domain/pagination';
import { myReviewReportsSchema } from '@sudsy/domain/moderation';
import {
  publicReviewsSchema,
  reviewInputSchema,
  reviewMessages,
  reviewReplyInputSchema,
  reviewReplySchema,
  reviewReportInputSchema,
  reviewSchema,
  reviewStatsSchema,
} from '@sudsy/domain/review';
import { asOwner, asWasher, signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import {
  editReviewReply,
  myReportsOn,
  removeReviewReply,
  replyToReview,
  reportReview,
  reviewStatsOf,
} from './responses-service';
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

const washerParams = z.object({ id: z.string().min(1).max(100) });
const reviewParams = z.object({ id: z.uuid('Not a review id') });
// Replies are the washers'; which review is theirs to answer is the service's check.
const onlyWashers = guard((user) => asWasher(user, { forbidden: reviewMessages.washersOnlyReply }));

const reviewStatsRoute = createRoute({
  method: 'get',
  path: '/washers/{id}/review-stats',
  tags,
  summary:
    "The figures above a washer's reviews: the average, the count, how many gave each number of stars, the completed jobs and the share of customers who came back",
  request: { params: washerParams },
  responses: { 200: jsonResponse(reviewStatsSchema, 'Review figures') },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/reviews/{id}/reply',
  tags,
  summary: 'The washer reviewed answers the review, once; the reply shows under it on the public page',
  middleware: onlyWashers,
  request: { params: reviewParams, body: jsonBody(reviewReplyInputSchema) },
  responses: {
    201: jsonResponse(z.object({ reply: reviewReplySchema }), 'Replied'),
    400: errorResponse('A blank reply, or one over 1,000 characters'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a washer'),
    404: errorResponse('No such review of this washer'),
    409: errorResponse('Already replied'),
  },
});

const ownReplyErrors = {
  401: errorResponse('Signed out'),
  403: errorResponse('Not a washer'),
  404: errorResponse('No such review of this washer, or no reply to it'),
};

const editReplyRoute = createRoute({
  method: 'put',
  path: '/reviews/{id}/reply',
  tags,
  summary: 'The washer reviewed changes their reply; it then shows as edited',
  middleware: onlyWashers,
  request: { params: reviewParams, body: jsonBody(reviewReplyInputSchema) },
  responses: {
    200: jsonResponse(z.object({ reply: reviewReplySchema }), 'Changed'),
    400: errorResponse('A blank reply, or one over 1,000 characters'),
    ...ownReplyErrors,
  },
});

const removeReplyRoute = createRoute({
  method: 'delete',
  path: '/reviews/{id}/reply',
  tags,
  summary: 'The washer reviewed takes their reply back; they may reply again afterwards',
  middleware: onlyWashers,
  request: { params: reviewParams },
  responses: { 204: { description: 'Removed' }, 400: errorResponse('Not a review id'), ...ownReplyErrors },
});

const reportRoute = createRoute({
  method: 'post',
  path: '/reviews/{id}/report',
  tags,
  summary: 'Report a review to the operator with a reason, once per user; it stays visible until handled',
  middleware: guard(signedIn),
  request: { params: reviewParams, body: jsonBody(reviewReportInputSchema) },
  responses: {
    201: jsonResponse(z.object({ reported: z.literal(true) }), 'Reported'),
    400: errorResponse('No reason, or details over 1,000 characters'),
    401: errorResponse('Signed out'),
    404: errorResponse('No such review'),
    409: errorResponse('Already reported by this user'),
  },
});

const myReportsRoute = createRoute({
  method: 'get',
  path: '/washers/{id}/reviews/my-reports',
  tags,
  summary: "The caller's reports on this washer's reviews, each with the operator's decision and reason once made",
  middleware: guard(signedIn),
  request: { params: washerParams },
  responses: { 200: jsonResponse(myReviewReportsSchema, 'The reports'), 401: errorResponse('Signed out') },
});

export function reviewsRoutes(db: Db) {
  return createRouter()
    .openapi(createReviewRoute, async (c) =>
      c.json({ review: await createReview(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')) }, 201),
    )
    .openapi(publicReviewsRoute, async (c) =>
      c.json(await listPublicReviews(db, c.req.valid('param').id, c.req.valid('query').cursor), 200),
    )
    .openapi(reviewStatsRoute, async (c) => c.json(await reviewStatsOf(db, c.req.valid('param').id), 200))
    .openapi(myReportsRoute, async (c) =>
      c.json({ reports: await myReportsOn(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(replyRoute, async (c) => {
      const reply = await replyToReview(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ reply }, 201);
    })
    .openapi(editReplyRoute, async (c) => {
      const reply = await editReviewReply(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ reply }, 200);
    })
    .openapi(removeReplyRoute, async (c) => {
      await removeReviewReply(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(reportRoute, async (c) => {
      await reportReview(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ reported: true as const }, 201);
    });
}

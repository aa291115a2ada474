import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptSeriesSchema,
  seriesResponseSchema,
  skipOccurrenceSchema,
  type AcceptSeriesRequest,
} from '@sudsy/domain/repeat-series';
import { asWasher, signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { acceptSeries, declineSeries, endSeries, getSeries, skipWash } from './series-service';

const tags = ['Recurring washes'];
const params = z.object({ id: z.uuid() });
const answers = {
  200: jsonResponse(seriesResponseSchema, 'The series and each of its washes'),
  400: errorResponse('An id that is not a UUID'),
  401: errorResponse('Signed out'),
  404: errorResponse('Not a series of the caller'),
};

const getRoute = createRoute({
  method: 'get',
  path: '/series/{id}',
  tags,
  middleware: guard(signedIn),
  summary: 'A repeat series, as its owner or washer reads it',
  request: { params },
  responses: answers,
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/series/{id}/accept',
  tags,
  middleware: guard(asWasher),
  summary: 'The washer accepts the series once, less the washes they decline',
  request: {
    params,
    // Optional: without a body every wash is accepted.
    body: { required: false, content: { 'application/json': { schema: acceptSeriesSchema } } },
  },
  responses: {
    ...answers,
    400: errorResponse('An id that is not a UUID, or a declined wash not of this series'),
    403: errorResponse('Not a washer'),
    409: errorResponse(
      'Not waiting to be accepted (series_not_pending), a declined wash not booked and still to come (not_upcoming), or every date declined (declines_every_date)',
    ),
  },
});

const declineRoute = createRoute({
  method: 'post',
  path: '/series/{id}/decline',
  tags,
  middleware: guard(asWasher),
  summary: 'The washer declines a pending series: every wash still to come is cancelled, the first included',
  request: { params },
  responses: {
    ...answers,
    403: errorResponse('Not a washer'),
    409: errorResponse('Not waiting to be accepted (series_not_pending)'),
  },
});

const endRoute = createRoute({
  method: 'post',
  path: '/series/{id}/end',
  tags,
  middleware: guard(signedIn),
  summary: 'Either side ends the series: the washes still to come after the first are cancelled',
  request: { params },
  responses: { ...answers, 409: errorResponse('Already ended (series_ended)') },
});

const skipRoute = createRoute({
  method: 'post',
  path: '/series/{id}/skip',
  tags,
  middleware: guard(signedIn),
  summary: 'Either side skips one wash still to come',
  request: { params, body: jsonBody(skipOccurrenceSchema) },
  responses: {
    ...answers,
    409: errorResponse('The wash is not booked and still to come, or the series ended (not_upcoming)'),
  },
});

/** Recurring washes: reading a series, the washer's acceptance or refusal, ending it and skipping one wash. */
export function seriesRoutes(db: Db) {
  return createRouter()
    .openapi(getRoute, async (c) =>
      c.json({ series: await getSeries(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(acceptRoute, async (c) => {
      // Skipped by the validator without a JSON body: every wash is accepted then.
      const declined = (c.req.valid('json') as Partial<AcceptSeriesRequest> | undefined)?.declined ?? [];
      return c.json({ series: await acceptSeries(db, c.get('caller'), c.req.valid('param').id, { declined }) }, 200);
    })
    .openapi(declineRoute, async (c) =>
      c.json({ series: await declineSeries(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(endRoute, async (c) =>
      c.json({ series: await endSeries(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(skipRoute, async (c) =>
      c.json(
        {
          series: await skipWash(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json').appointmentId),
        },
        200,
      ),
    );
}

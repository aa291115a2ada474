import { createRoute, z } from '@hono/zod-openapi';
import { jobDayResponseSchema, jobDayStepInputSchema, liveLocationInputSchema } from '@sudsy/domain/job-day';
import { asWasher, signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { getJobDay, takeJobDayStep, updateLivePoint } from './job-day-service';

// The day of a job (docs/product.md, "The day of the job"). Bodies here carry where the washer is:
// the request log never writes bodies, and nothing here logs them.

const tags = ['Appointments'];
const idParam = z.object({ id: z.uuid() });
const notTheirs = errorResponse('No such appointment of the caller');

const dayRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/day',
  tags,
  summary:
    "The job's day for its washer or owner: the step and its times, the arrival time while on the way, and the washer's rounded live point (owner only)",
  middleware: guard(signedIn),
  request: { params: idParam },
  responses: {
    200: jsonResponse(jobDayResponseSchema, 'The day'),
    401: errorResponse('Signed out'),
    404: notTheirs,
  },
});

const stepRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/day',
  tags,
  summary:
    'The washer moves a scheduled job to On my way (with their location if shared), Arrived (within 300 m of the job, or with a note) or In progress',
  middleware: guard(asWasher),
  request: { params: idParam, body: jsonBody(jobDayStepInputSchema) },
  responses: {
    200: jsonResponse(jobDayResponseSchema, 'Step taken'),
    400: errorResponse(
      'An unknown step, a point off the globe, a long note, or an arrival that needs a note (note_required)',
    ),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a washer'),
    404: notTheirs,
    409: errorResponse('Not scheduled, a step out of order, or before the day opens (too_early)'),
  },
});

const locationRoute = createRoute({
  method: 'put',
  path: '/appointments/{id}/location',
  tags,
  summary: 'The washer on the way sends where they are: kept rounded to about 100 m until they arrive',
  middleware: guard(asWasher),
  request: { params: idParam, body: jsonBody(liveLocationInputSchema) },
  responses: {
    200: jsonResponse(jobDayResponseSchema, 'Kept'),
    400: errorResponse('A point off the globe'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a washer'),
    404: notTheirs,
    409: errorResponse('Not on the way'),
    429: errorResponse('Sent again within 5 seconds'),
  },
});

export function jobDayRoutes(db: Db) {
  return createRouter()
    .openapi(dayRoute, async (c) => c.json({ day: await getJobDay(db, c.get('caller'), c.req.valid('param').id) }, 200))
    .openapi(stepRoute, async (c) =>
      c.json({ day: await takeJobDayStep(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
    .openapi(locationRoute, async (c) =>
      c.json({ day: await updateLivePoint(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')) }, 200),
    );
}

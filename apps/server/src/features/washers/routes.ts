import { createRoute, z } from '@hono/zod-openapi';
import { myProfileReportSchema } from '@sudsy/domain/moderation';
import { profileReportInputSchema } from '@sudsy/domain/profile-moderation';
import { publicWasherSchema } from '@sudsy/domain/washer-api';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { myProfileReport, reportProfile } from './profile-reports';
import { getPublicWasher } from './service';

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const publicWasherRoute = createRoute({
  method: 'get',
  path: '/washers/{id}',
  tags: ['Washers'],
  summary: "A washer's public page: profile, priced services, area and gallery",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: { description: 'Public profile', content: { 'application/json': { schema: publicWasherSchema } } },
    404: {
      description: 'No such washer, not verified, or no profile yet',
      content: { 'application/json': { schema: errorBody } },
    },
  },
});

const reportProfileRoute = createRoute({
  method: 'post',
  path: '/washers/{id}/report',
  tags: ['Washers'],
  middleware: guard(signedIn),
  summary: "Report a washer's profile to the operator with a reason, once per user; it stays until an operator decides",
  request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(profileReportInputSchema) },
  responses: {
    201: jsonResponse(z.object({ reported: z.literal(true) }), 'Reported'),
    400: errorResponse('No reason, or details too long'),
    401: errorResponse('Signed out'),
    403: errorResponse("The washer's own profile (own_profile)"),
    404: errorResponse('No such washer with a profile'),
    409: errorResponse('Already reported by this user (already_reported)'),
  },
});

const myProfileReportRoute = createRoute({
  method: 'get',
  path: '/washers/{id}/my-report',
  tags: ['Washers'],
  middleware: guard(signedIn),
  summary:
    "The caller's own report of this washer's profile, with the operator's decision and reason once made; null if none",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse(myProfileReportSchema, 'The report or null'), 401: errorResponse('Signed out') },
});

/** Public: owners browse washers before signing in. Reporting a profile needs an account. */
export function washersRoutes(db: Db, geocoder: Geocoder) {
  return createRouter()
    .openapi(publicWasherRoute, async (c) => c.json(await getPublicWasher(db, geocoder, c.req.valid('param').id), 200))
    .openapi(reportProfileRoute, async (c) => {
      await reportProfile(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ reported: true as const }, 201);
    })
    .openapi(myProfileReportRoute, async (c) =>
      c.json({ report: await myProfileReport(db, c.get('caller'), c.req.valid('param').id) }, 200),
    );
}

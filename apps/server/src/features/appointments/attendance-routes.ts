import { createRoute, z } from '@hono/zod-openapi';
import { attendanceResponseSchema } from '@sudsy/domain/reminders';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { attendanceOf, confirmAttendance } from './attendance-service';

const tags = ['Appointments'];
const request = { params: z.object({ id: z.uuid() }) };

const readRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/attendance',
  tags,
  middleware: guard(signedIn),
  summary: "Whether the owner said they'll be there for the job's current start; to its owner and washer",
  request,
  responses: {
    200: jsonResponse(attendanceResponseSchema, 'The confirmation, or null'),
    401: errorResponse('Signed out'),
    404: errorResponse('No such appointment of the caller'),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/attendance',
  tags,
  middleware: guard(signedIn),
  summary: "The owner's I'll be there: told to the washer once; again changes nothing",
  request,
  responses: {
    200: jsonResponse(attendanceResponseSchema, 'Confirmed'),
    401: errorResponse('Signed out'),
    403: errorResponse('The washer of the job: only its owner answers'),
    404: errorResponse('No such appointment of the caller'),
    409: errorResponse('Not scheduled, or started (not_scheduled)'),
  },
});

/** The owner's answer to a reminder (docs/product.md, "Reminders"). */
export function attendanceRoutes(db: Db) {
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await attendanceOf(db, c.get('caller'), c.req.valid('param').id), 200))
    .openapi(confirmRoute, async (c) =>
      c.json(await confirmAttendance(db, c.get('caller'), c.req.valid('param').id), 200),
    );
}

import { createRoute, z } from '@hono/zod-openapi';
import { checklistSchema, checklistTickSchema } from '@sudsy/domain/checklists';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { getChecklist, tickChecklist } from './checklist-service';

const tags = ['Appointments'];

const readRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/checklist',
  tags,
  middleware: guard(signedIn),
  summary: "The job's checklist from its services, with when each step was ticked; to its owner and washer",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(checklistSchema, 'The checklist'),
    401: errorResponse('Signed out'),
    404: errorResponse('No such appointment of the caller'),
  },
});

const tickRoute = createRoute({
  method: 'put',
  path: '/appointments/{id}/checklist/{key}',
  tags,
  middleware: guard(signedIn),
  summary: 'The washer ticks a step done or not done while the job is in progress',
  request: {
    params: z.object({ id: z.uuid(), key: z.string().max(100) }),
    body: jsonBody(checklistTickSchema),
  },
  responses: {
    200: jsonResponse(checklistSchema, 'The checklist as it is now'),
    400: errorResponse('Bad input'),
    401: errorResponse('Signed out'),
    403: errorResponse('The owner of the job: only its washer ticks'),
    404: errorResponse('No such appointment of the caller, or no such step on its checklist'),
    409: errorResponse('The job is not in progress (not_in_progress)'),
  },
});

/** The checklist of a job (docs/product.md, "The day of the job"). */
export function checklistRoutes(db: Db) {
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await getChecklist(db, c.get('caller'), c.req.valid('param').id), 200))
    .openapi(tickRoute, async (c) => {
      const { id, key } = c.req.valid('param');
      return c.json(await tickChecklist(db, c.get('caller'), id, key, c.req.valid('json').done), 200);
    });
}

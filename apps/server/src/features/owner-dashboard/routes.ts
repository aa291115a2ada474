import { createRoute } from '@hono/zod-openapi';
import { ownerDashboardSchema } from '@sudsy/domain/owner-dashboard';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { getOwnerDashboard } from './service';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/owner-dashboard',
  tags: ['Owner dashboard'],
  middleware: guard(asOwner),
  summary:
    "The owner dashboard's figures, upcoming appointments, recent requests and top washers near the saved address",
  responses: {
    200: jsonResponse(ownerDashboardSchema, 'Dashboard'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
  },
});

export function ownerDashboardRoutes(db: Db) {
  return createRouter().openapi(dashboardRoute, async (c) => c.json(await getOwnerDashboard(db, c.get('caller')), 200));
}

import { createRoute } from '@hono/zod-openapi';
import { customerDashboardSchema } from '@sudsy/domain/owner-dashboard';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { getCustomerDashboard } from './service';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/owner-dashboard',
  tags: ['Customer dashboard'],
  middleware: guard(asOwner),
  summary:
    "The customer dashboard's figures, upcoming appointments, recent requests and top washers near the saved address",
  responses: {
    200: jsonResponse(customerDashboardSchema, 'Dashboard'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
  },
});

export function customerDashboardRoutes(db: Db) {
  return createRouter().openapi(dashboardRoute, async (c) =>
    c.json(await getCustomerDashboard(db, c.get('caller')), 200),
  );
}

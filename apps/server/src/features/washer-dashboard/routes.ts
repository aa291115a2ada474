import { createRoute, z } from '@hono/zod-openapi';
import { washerEarningsSchema } from '@sudsy/domain/earnings';
import { washerDashboardSchema } from '@sudsy/domain/washer-api';
import { washerAgendaSchema } from '@sudsy/domain/washer-agenda';
import { asWasher } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { createRouter } from '../../http/router';
import { getWasherAgenda } from './agenda';
import { getWasherEarnings } from './earnings-service';
import { getWasherDashboard } from './service';

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const washerErrors = { 401: json(errorBody, 'Signed out'), 403: json(errorBody, 'Not a washer') };
// Listed with the washer's setup in the OpenAPI document, where these operations have always been.
const tags = ['Washer setup'];
const washerOnly = guard(asWasher);

const dashboardRoute = createRoute({
  method: 'get',
  path: '/washer-dashboard',
  tags,
  middleware: washerOnly,
  summary: "The washer dashboard's figures",
  responses: { 200: json(washerDashboardSchema, 'Figures'), ...washerErrors },
});

const earningsRoute = createRoute({
  method: 'get',
  path: '/washer-dashboard/earnings',
  tags,
  middleware: washerOnly,
  summary: "The washer's completed jobs and earnings for each of the last 12 weeks (from Monday) and 12 months",
  responses: { 200: json(washerEarningsSchema, 'Weekly and monthly figures, oldest first'), ...washerErrors },
});

const agendaRoute = createRoute({
  method: 'get',
  path: '/washer-dashboard/agenda',
  tags,
  middleware: washerOnly,
  summary: "The washer's next job and what waits for their answer: requests, series, new times proposed",
  responses: { 200: json(washerAgendaSchema, 'The next job and what waits'), ...washerErrors },
});

/**
 * The washer dashboard's figures and earnings: read from appointments, quotes and the schedule,
 * so they sit above those features rather than in the washer's setup, which they all build on.
 */
export function washerDashboardRoutes(db: Db) {
  return createRouter()
    .openapi(dashboardRoute, async (c) => c.json(await getWasherDashboard(db, c.get('caller')), 200))
    .openapi(earningsRoute, async (c) => c.json(await getWasherEarnings(db, c.get('caller')), 200))
    .openapi(agendaRoute, async (c) => c.json(await getWasherAgenda(db, c.get('caller')), 200));
}

import { createRoute } from '@hono/zod-openapi';
import { washerEarningsSchema } from '@sudsy/domain/earnings';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import { getWasherEarnings } from './earnings-service';
import { json, tags, washerErrors, washerOnly } from './openapi';

const earningsRoute = createRoute({
  method: 'get',
  path: '/washer-dashboard/earnings',
  tags,
  middleware: washerOnly,
  summary: "The washer's completed jobs and earnings for each of the last 12 weeks (from Monday) and 12 months",
  responses: { 200: json(washerEarningsSchema, 'Weekly and monthly figures, oldest first'), ...washerErrors },
});

export function earningsRoutes(db: Db) {
  return createRouter().openapi(earningsRoute, async (c) => c.json(await getWasherEarnings(db, c.get('caller')), 200));
}

import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') }).openapi('Health');
const unhealthy = z.object({ status: z.literal('error'), database: z.literal('error') }).openapi('HealthFailure');

const route = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability, for load balancers and monitors',
  responses: {
    200: { description: 'Serving, database reachable', content: { 'application/json': { schema: healthy } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: unhealthy } } },
  },
});

export function healthRoutes(db: Db, logger: Logger) {
  return createRouter().openapi(route, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' } as const, 200);
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'error' } as const, 503);
    }
  });
}

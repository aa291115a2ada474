import { createRoute, z } from '@hono/zod-openapi';
import { washerSearchQuerySchema, washerSearchResponseSchema } from '@sudsy/domain/washer-search';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { searchWashers } from './search-service';

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

const searchRoute = createRoute({
  method: 'get',
  path: '/washers/search',
  tags: ['Washers'],
  summary: 'Washers offering any of the services within reach of an address, nearest first',
  request: { query: washerSearchQuerySchema },
  responses: {
    200: { description: 'Matching washers', content: { 'application/json': { schema: washerSearchResponseSchema } } },
    400: {
      description: "'No services selected', 'Address required', or a bad distance",
      content: { 'application/json': { schema: errorBody } },
    },
  },
});

/** Public: the wizard searches before the owner signs in. Mounted before /washers/{id}, which would take 'search' for an id. */
export function washerSearchRoutes(db: Db, geocoder: Geocoder, requireVerifiedWashers = false) {
  return createRouter().openapi(searchRoute, async (c) =>
    c.json(
      await searchWashers(db, geocoder, c.req.valid('query'), c.get('user'), new Date(), requireVerifiedWashers),
      200,
    ),
  );
}

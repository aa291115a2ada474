import { createRoute, z } from '@hono/zod-openapi';
import { publicWasherSchema } from '@sudsy/domain/washer-api';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
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

/** Public: owners browse washers before signing in. */
export function washersRoutes(db: Db, geocoder: Geocoder) {
  return createRouter().openapi(publicWasherRoute, async (c) =>
    c.json(await getPublicWasher(db, geocoder, c.req.valid('param').id), 200),
  );
}

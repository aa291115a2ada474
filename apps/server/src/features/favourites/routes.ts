import { createRoute, z } from '@hono/zod-openapi';
import { favouritesResponseSchema } from '@sudsy/domain/favourites';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { addFavourite, listFavourites, removeFavourite } from './service';

const tags = ['Favourites'];
const middleware = guard((user) => asOwner(user));
const ownerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car owner') };
const washerParam = z.object({ washerId: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/favourites',
  tags,
  middleware,
  summary: "The owner's favourite washers, newest first (at most 100, so unpaged)",
  responses: { 200: jsonResponse(favouritesResponseSchema, 'Favourites'), ...ownerErrors },
});

const addRoute = createRoute({
  method: 'put',
  path: '/favourites/{washerId}',
  tags,
  middleware,
  summary: 'Keep a washer as a favourite; keeping one already kept changes nothing',
  request: { params: washerParam },
  responses: {
    204: { description: 'Kept' },
    ...ownerErrors,
    404: errorResponse('No washer with a public page has this id'),
    409: errorResponse('The owner keeps as many favourites as one may (limit_reached)'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/favourites/{washerId}',
  tags,
  middleware,
  summary: 'Stop keeping a washer as a favourite; removing one not kept changes nothing',
  request: { params: washerParam },
  responses: { 204: { description: 'Removed' }, ...ownerErrors },
});

export function favouritesRoutes(db: Db, geocoder: Geocoder) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ favourites: await listFavourites(db, geocoder, c.get('caller')) }, 200))
    .openapi(addRoute, async (c) => {
      await addFavourite(db, c.get('caller'), c.req.valid('param').washerId);
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await removeFavourite(db, c.get('caller'), c.req.valid('param').washerId);
      return c.body(null, 204);
    });
}

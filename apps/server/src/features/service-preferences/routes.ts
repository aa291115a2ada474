import { createRoute } from '@hono/zod-openapi';
import {
  savedServicePreferencesResponseSchema,
  servicePreferencesResponseSchema,
  servicePreferencesSchema,
} from '@sudsy/domain/service-preferences';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { myServicePreferences, saveMyServicePreferences } from './service';

const tags = ['Service preferences'];
const middleware = guard(asOwner);
const ownerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car owner') };

const getRoute = createRoute({
  method: 'get',
  path: '/service-preferences',
  tags,
  middleware,
  summary: "The owner's preferred services, vehicle and time, which prefill new requests; null before any are saved",
  responses: { 200: jsonResponse(servicePreferencesResponseSchema, 'Preferences'), ...ownerErrors },
});

const putRoute = createRoute({
  method: 'put',
  path: '/service-preferences',
  tags,
  middleware,
  summary: 'Replace them; the vehicle must be one of the owner’s',
  request: { body: jsonBody(servicePreferencesSchema) },
  responses: {
    200: jsonResponse(savedServicePreferencesResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    ...ownerErrors,
  },
});

export function servicePreferencesRoutes(db: Db) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json({ preferences: await myServicePreferences(db, c.get('caller')) }, 200))
    .openapi(putRoute, async (c) =>
      c.json({ preferences: await saveMyServicePreferences(db, c.get('caller'), c.req.valid('json')) }, 200),
    );
}

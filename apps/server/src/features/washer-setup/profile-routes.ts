import { createRoute } from '@hono/zod-openapi';
import { washerProfileResponseSchema } from '@sudsy/domain/washer-api';
import { washerProfileInputSchema } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { getWasherProfile, saveWasherProfile } from './profile-service';
import { error, json, tags, washerErrors, washerOnly } from './openapi';

const getProfileRoute = createRoute({
  method: 'get',
  path: '/washer-profile',
  tags,
  middleware: washerOnly,
  summary: "The washer's business profile, null before the first save",
  responses: { 200: json(washerProfileResponseSchema, 'Profile'), ...washerErrors },
});

const putProfileRoute = createRoute({
  method: 'put',
  path: '/washer-profile',
  tags,
  middleware: washerOnly,
  summary: 'Save the whole profile; an address without a map centre is geocoded',
  request: { body: { required: true, content: { 'application/json': { schema: washerProfileInputSchema } } } },
  responses: { 200: json(washerProfileResponseSchema, 'Saved'), 400: error('Invalid fields'), ...washerErrors },
});

export function profileRoutes(db: Db, geocoder: Geocoder) {
  return createRouter()
    .openapi(getProfileRoute, async (c) => c.json({ profile: await getWasherProfile(db, c.get('caller')) }, 200))
    .openapi(putProfileRoute, async (c) =>
      c.json({ profile: await saveWasherProfile(db, geocoder, c.get('caller'), c.req.valid('json')) }, 200),
    );
}

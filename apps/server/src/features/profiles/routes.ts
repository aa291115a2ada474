import { createRoute } from '@hono/zod-openapi';
import { profileResponseSchema, saveAddressSchema, savedProfileResponseSchema } from '@sudsy/domain/profile';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { getProfile, saveAddress } from './service';

const tags = ['Profile'];
const middleware = guard(signedIn);

const getRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags,
  middleware,
  summary: "The signed-in user's profile, null before anything is saved",
  responses: { 200: jsonResponse(profileResponseSchema, 'Profile'), 401: errorResponse('Signed out') },
});

const putAddressRoute = createRoute({
  method: 'put',
  path: '/profile/address',
  tags,
  middleware,
  summary: 'Save the address that prefills searches and requests; geocoded when sent without coordinates',
  request: { body: jsonBody(saveAddressSchema) },
  responses: {
    200: jsonResponse(savedProfileResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    401: errorResponse('Signed out'),
  },
});

export function profilesRoutes(db: Db, geocoder: Geocoder) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json({ profile: await getProfile(db, c.get('caller')) }, 200))
    .openapi(putAddressRoute, async (c) =>
      c.json({ profile: await saveAddress(db, geocoder, c.get('caller'), c.req.valid('json')) }, 200),
    );
}

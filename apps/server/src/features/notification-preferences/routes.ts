import { createRoute } from '@hono/zod-openapi';
import {
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
} from '@sudsy/domain/notification-preferences';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { myNotificationPreferences, saveMyNotificationPreferences } from './service';

const tags = ['Notification preferences'];
const middleware = guard(signedIn);

const getRoute = createRoute({
  method: 'get',
  path: '/notification-preferences',
  tags,
  middleware,
  summary: "The signed-in user's email, push, SMS and marketing preferences (the defaults until first saved)",
  responses: {
    200: jsonResponse(notificationPreferencesResponseSchema, 'Preferences'),
    401: errorResponse('Signed out'),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/notification-preferences',
  tags,
  middleware,
  summary:
    'Replace them; SMS on needs a valid number and the terms consent, SMS off clears both consents and keeps the number',
  request: { body: jsonBody(notificationPreferencesSchema) },
  responses: {
    200: jsonResponse(notificationPreferencesResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    401: errorResponse('Signed out'),
  },
});

export function notificationPreferencesRoutes(db: Db) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json({ preferences: await myNotificationPreferences(db, c.get('caller')) }, 200))
    .openapi(putRoute, async (c) =>
      c.json({ preferences: await saveMyNotificationPreferences(db, c.get('caller'), c.req.valid('json')) }, 200),
    );
}

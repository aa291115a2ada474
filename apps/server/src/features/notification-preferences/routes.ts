import { createRoute } from '@hono/zod-openapi';
import {
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@sudsy/domain/notification-preferences';
import type { SmsNumberState } from '@sudsy/domain/sms';
import type { SmsSettings } from '@sudsy/domain/sms-settings';
import { signedIn, type SessionUser } from '../../auth/access';
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
    'Replace them; SMS on needs a valid number and the terms consent (a new number is texted a code to confirm it), SMS off clears both consents and keeps the number',
  request: { body: jsonBody(notificationPreferencesSchema) },
  responses: {
    200: jsonResponse(notificationPreferencesResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    401: errorResponse('Signed out'),
  },
});

/**
 * The number's confirmation, kept by the sms feature (which reads these preferences, so it is handed
 * in rather than imported): its state joins the answer, and each save tells it what SMS now says.
 */
export type SmsNumbers = {
  stateOf(userId: string): Promise<SmsNumberState>;
  saved(user: SessionUser, sms: SmsSettings): Promise<void>;
};

export function notificationPreferencesRoutes(db: Db, smsNumbers: SmsNumbers) {
  const answer = async (userId: string, preferences: NotificationPreferences) => ({
    preferences: { ...preferences, sms: { ...preferences.sms, ...(await smsNumbers.stateOf(userId)) } },
  });
  return createRouter()
    .openapi(getRoute, async (c) => {
      const caller = c.get('caller');
      return c.json(await answer(caller.id, await myNotificationPreferences(db, caller)), 200);
    })
    .openapi(putRoute, async (c) => {
      const caller = c.get('caller');
      const saved = await saveMyNotificationPreferences(db, caller, c.req.valid('json'));
      await smsNumbers.saved(caller, saved.sms);
      return c.json(await answer(caller.id, saved), 200);
    });
}

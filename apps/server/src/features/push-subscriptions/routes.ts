import { createRoute } from '@hono/zod-openapi';
import {
  pushConfigSchema,
  pushDeviceIdParamsSchema,
  pushDeviceResponseSchema,
  pushDevicesResponseSchema,
  pushSubscriptionInputSchema,
} from '@sudsy/domain/push';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { listPushDevices, removePushDevice, subscribePushDevice } from './service';

const tags = ['Push notifications'];
const middleware = guard((user) => signedIn(user));
const signedOut = { 401: errorResponse('Signed out') };

const configRoute = createRoute({
  method: 'get',
  path: '/push/config',
  tags,
  summary: "The server's VAPID public key, which a browser subscribes with",
  responses: { 200: jsonResponse(pushConfigSchema, 'Push configuration') },
});

const listRoute = createRoute({
  method: 'get',
  path: '/push-subscriptions',
  tags,
  middleware,
  summary: "The caller's devices that get push notifications, oldest first (at most 20, so unpaged)",
  responses: { 200: jsonResponse(pushDevicesResponseSchema, 'Devices'), ...signedOut },
});

export type PushSubscriptionsDeps = {
  db: Db;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Outside production a local push service's http://localhost address is accepted too. */
  allowLoopbackHttp: boolean;
};

export function pushSubscriptionsRoutes({ db, publicKey, allowLoopbackHttp }: PushSubscriptionsDeps) {
  const subscribeRoute = createRoute({
    method: 'post',
    path: '/push-subscriptions',
    tags,
    middleware,
    summary: "Subscribe the caller's device (the browser's PushSubscription); the same device again refreshes it",
    request: { body: jsonBody(pushSubscriptionInputSchema(allowLoopbackHttp)) },
    responses: {
      200: jsonResponse(pushDeviceResponseSchema, 'Already subscribed: refreshed'),
      201: jsonResponse(pushDeviceResponseSchema, 'Subscribed'),
      400: errorResponse('Invalid fields'),
      ...signedOut,
      409: errorResponse('The user has as many devices as one may (limit_reached)'),
    },
  });
  const removeRoute = createRoute({
    method: 'delete',
    path: '/push-subscriptions/{id}',
    tags,
    middleware,
    summary: 'Stop push notifications to one of the caller’s devices',
    request: { params: pushDeviceIdParamsSchema },
    responses: {
      204: { description: 'Removed' },
      ...signedOut,
      404: errorResponse("No such device of this user (someone else's answers the same)"),
    },
  });
  return createRouter()
    .openapi(configRoute, (c) => c.json({ publicKey }, 200))
    .openapi(listRoute, async (c) => c.json({ devices: await listPushDevices(db, c.get('caller')) }, 200))
    .openapi(subscribeRoute, async (c) => {
      const { device, created } = await subscribePushDevice(
        db,
        c.get('caller'),
        c.req.valid('json'),
        c.req.header('user-agent'),
      );
      return created ? c.json({ device }, 201) : c.json({ device }, 200);
    })
    .openapi(removeRoute, async (c) => {
      await removePushDevice(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

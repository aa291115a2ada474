import { createRoute } from '@hono/zod-openapi';
import {
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationUnreadSchema,
} from '@sudsy/domain/notifications';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
  type NotificationPublisher,
} from './service';

const tags = ['Notifications'];
const middleware = guard(signedIn);
const signedOut = { 401: errorResponse('Signed out') };

const listRoute = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  middleware,
  summary:
    'The caller’s notification centre: 20 a page, the newest first; ?cursor= (the last id of the page before) gives the next page',
  request: { query: notificationsQuerySchema },
  responses: {
    200: jsonResponse(notificationsPageSchema, 'Notifications'),
    400: errorResponse('Not a notification id'),
    ...signedOut,
  },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/notifications/unread-count',
  tags,
  middleware,
  summary: 'How many of the caller’s notifications are unread (the bell’s badge)',
  responses: { 200: jsonResponse(notificationUnreadSchema, 'Unread count'), ...signedOut },
});

const readRoute = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  tags,
  middleware,
  summary: 'Mark one notification read (it was opened); answers the unread count left',
  request: { params: notificationIdParamsSchema },
  responses: {
    200: jsonResponse(notificationUnreadSchema, 'Unread count left'),
    400: errorResponse('Not a notification id'),
    ...signedOut,
    404: errorResponse('Not a notification of the caller (someone else’s answers the same)'),
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  tags,
  middleware,
  summary: 'Mark every notification of the caller read',
  responses: { 200: jsonResponse(notificationUnreadSchema, 'Nothing left unread'), ...signedOut },
});

export function notificationsRoutes(db: Db, hub: NotificationPublisher) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listNotifications(db, c.get('caller'), c.req.valid('query').cursor), 200),
    )
    .openapi(unreadRoute, async (c) => c.json({ unread: await unreadNotifications(db, c.get('caller')) }, 200))
    .openapi(readAllRoute, async (c) => {
      await markAllNotificationsRead(db, hub, c.get('caller'));
      return c.json({ unread: 0 }, 200);
    })
    .openapi(readRoute, async (c) =>
      c.json({ unread: await markNotificationRead(db, hub, c.get('caller'), c.req.valid('param').id) }, 200),
    );
}

import { createRoute, z } from '@hono/zod-openapi';
import { placeQuerySchema } from '@sudsy/domain/pagination';
import {
  contactsResponseSchema,
  conversationPageQuerySchema,
  conversationResponseSchema,
  markReadResponseSchema,
  messageResponseSchema,
  sendMessageSchema,
  unreadCountResponseSchema,
} from '@sudsy/domain/messages';
import { messageReportInputSchema } from '@sudsy/domain/message-moderation';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { openEventStream } from './event-stream';
import type { MessagesHub } from './hub';
import { reportMessage } from './reports';
import { getConversation, listContacts, markConversationRead, sendMessage, unreadCount } from './service';

const tags = ['Messages'];
const middleware = guard(signedIn);
const signedOut = { 401: errorResponse('Signed out') };
const notTheirs = errorResponse('Not a conversation of the caller (someone else’s answers the same)');
const contactParams = z.object({ contactId: z.string().min(1).max(100) });

const contactsRoute = createRoute({
  method: 'get',
  path: '/messages/contacts',
  tags,
  middleware,
  summary:
    'Everyone the caller shares a quote request with: last message, its time and the unread count; 30 a page, the latest activity first; ?cursor= gives the next page',
  request: { query: placeQuerySchema },
  responses: {
    200: jsonResponse(contactsResponseSchema, 'Contacts'),
    400: errorResponse('A cursor the list did not give out'),
    ...signedOut,
  },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/messages/unread-count',
  tags,
  middleware,
  summary: 'How many messages sent to the caller are unread (the header badge)',
  responses: { 200: jsonResponse(unreadCountResponseSchema, 'Unread count'), ...signedOut },
});

const conversationRoute = createRoute({
  method: 'get',
  path: '/messages/conversations/{contactId}',
  tags,
  middleware,
  summary:
    'The contact and the newest 50 messages between the two, oldest first; ?before=<message id> gives the 50 before that one',
  request: { params: contactParams, query: conversationPageQuerySchema },
  responses: {
    200: jsonResponse(conversationResponseSchema, 'Conversation'),
    400: errorResponse('Not a message id'),
    ...signedOut,
    404: notTheirs,
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/messages/conversations/{contactId}',
  tags,
  middleware,
  summary: 'Send a message (1 to 2,000 characters once trimmed) to a contact, about a request the two share',
  request: { params: contactParams, body: jsonBody(sendMessageSchema) },
  responses: {
    201: jsonResponse(messageResponseSchema, 'Sent'),
    400: errorResponse('Blank or longer than 2,000 characters'),
    ...signedOut,
    403: errorResponse('Not a contact, or a request the two do not share'),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/messages/conversations/{contactId}/read',
  tags,
  middleware,
  summary: 'Mark everything the contact sent the caller as read',
  request: { params: contactParams },
  responses: { 200: jsonResponse(markReadResponseSchema, 'How many became read'), ...signedOut, 404: notTheirs },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/messages/stream',
  tags,
  middleware,
  summary: 'Server-Sent Events: ready, message, read, resync and a ping heartbeat',
  responses: {
    200: { description: 'Event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...signedOut,
  },
});

const reportRoute = createRoute({
  method: 'post',
  path: '/messages/{id}/report',
  tags,
  middleware,
  summary:
    'Report a message the other person sent to the operator with a reason, once per user; it stays until an operator decides',
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(messageReportInputSchema) },
  responses: {
    201: jsonResponse(z.object({ reported: z.literal(true) }), 'Reported'),
    400: errorResponse('No reason, or details too long'),
    ...signedOut,
    403: errorResponse("The caller's own message (own_message)"),
    404: errorResponse('Not a message of a conversation of the caller'),
    409: errorResponse('Already reported by this user (already_reported)'),
  },
});

export function messagesRoutes(db: Db, hub: MessagesHub) {
  return createRouter()
    .openapi(contactsRoute, async (c) =>
      c.json(await listContacts(db, c.get('caller'), c.req.valid('query').cursor), 200),
    )
    .openapi(unreadRoute, async (c) => c.json({ unread: await unreadCount(db, c.get('caller')) }, 200))
    .openapi(conversationRoute, async (c) =>
      c.json(
        await getConversation(db, c.get('caller'), c.req.valid('param').contactId, c.req.valid('query').before),
        200,
      ),
    )
    .openapi(sendRoute, async (c) => {
      const message = await sendMessage(db, hub, c.get('caller'), c.req.valid('param').contactId, c.req.valid('json'));
      return c.json({ message }, 201);
    })
    .openapi(readRoute, async (c) =>
      c.json({ read: await markConversationRead(db, hub, c.get('caller'), c.req.valid('param').contactId) }, 200),
    )
    .openapi(reportRoute, async (c) => {
      await reportMessage(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ reported: true as const }, 201);
    })
    .openapi(streamRoute, (c) => {
      return c.body(openEventStream(hub, c.get('caller').id, c.req.raw.signal), 200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // No proxy may cache or buffer it: each event must arrive as it is written.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
    });
}

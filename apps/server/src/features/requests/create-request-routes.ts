import { createRoute, z } from '@hono/zod-openapi';
import { createQuoteRequestSchema, requestMessages } from '@sudsy/domain/quote-request';
import { createdQuoteRequestSchema } from '@sudsy/domain/request-create-api';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { createQuoteRequest } from './create-request-service';

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Requests and their photos are the signed-in owner's own; signed out, the caller hears 'Authentication required'. */
export const requestOwner = guard((user) => asOwner(user, { unauthorized: requestMessages.searchAuthRequired }));

const createRequestRoute = createRoute({
  method: 'post',
  path: '/quote-requests',
  tags: ['Quote requests'],
  summary:
    'Create a quote request and send it: to the washers picked in the wizard, or to every washer near enough (request form)',
  middleware: requestOwner,
  request: { body: { required: true, content: { 'application/json': { schema: createQuoteRequestSchema } } } },
  responses: {
    201: json(createdQuoteRequestSchema, 'Created, with the number of washers it was sent to'),
    400: json(
      errorBody,
      'Invalid fields, a past date, a vehicle or photo not the owner’s, or a washer who cannot receive it',
    ),
    401: json(errorBody, 'Signed out'),
    403: json(errorBody, 'Not an owner'),
  },
});

export function createRequestRoutes(db: Db, geocoder: Geocoder) {
  return createRouter().openapi(createRequestRoute, async (c) =>
    c.json(await createQuoteRequest(db, geocoder, c.get('caller'), c.req.valid('json')), 201),
  );
}

import { createRoute, z } from '@hono/zod-openapi';
import { unsubscribeResponseSchema } from '@sudsy/domain/campaigns';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { unsubscribe, unsubscribeState, type UnsubscribeDeps } from './unsubscribe-service';

const tags = ['Campaigns'];
// Long enough for any token we sign; anything longer is no token.
const request = { params: z.object({ token: z.string().min(1).max(200) }) };

const stateRoute = createRoute({
  method: 'get',
  path: '/unsubscribe/{token}',
  tags,
  summary: "A campaign mail's unsubscribe link: its topic, the address (masked) and whether it is on",
  request,
  responses: {
    200: jsonResponse(unsubscribeResponseSchema, 'What the link unsubscribes'),
    404: errorResponse('Not a link we signed, or the account is gone (invalid_unsubscribe_link)'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe/{token}',
  tags,
  summary: 'Turns the topic off without signing in: the page, or a mail client (RFC 8058 one-click)',
  request,
  responses: {
    200: jsonResponse(unsubscribeResponseSchema, 'Off; again changes nothing'),
    404: errorResponse('Not a link we signed, or the account is gone (invalid_unsubscribe_link)'),
    429: errorResponse('Too many clicks on links of one person in a minute'),
  },
});

/** Campaign mails' way out (docs/product.md, "Marketing campaigns"); the token is the authority. */
export function unsubscribeRoutes(deps: UnsubscribeDeps) {
  return createRouter()
    .openapi(stateRoute, async (c) => c.json(await unsubscribeState(deps, c.req.valid('param').token), 200))
    .openapi(unsubscribeRoute, async (c) => c.json(await unsubscribe(deps, c.req.valid('param').token), 200));
}

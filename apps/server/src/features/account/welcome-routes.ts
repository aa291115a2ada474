import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { welcomeSchema } from '@sudsy/domain/greeting';
import { signedIn } from '../../auth/access';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';

const tags = ['Account'];

const welcomeRoute = createRoute({
  method: 'get',
  path: '/account/welcome',
  tags,
  summary: 'Whether a dashboard has greeted this account before: "Welcome" the first time, "Welcome back" after',
  middleware: guard(signedIn),
  responses: { 200: jsonResponse(welcomeSchema, 'The greeting to use'), 401: errorResponse('Signed out') },
});

const welcomedRoute = createRoute({
  method: 'post',
  path: '/account/welcome',
  tags,
  summary: 'The dashboard greeted the account: later visits say "Welcome back" (the first mark is kept)',
  middleware: guard(signedIn),
  responses: { 204: { description: 'Marked' }, 401: errorResponse('Signed out') },
});

/** The dashboards' greeting (docs/product.md, "Dashboards"): an account's first visit is told apart. */
export function welcomeRoutes(db: Db) {
  return createRouter()
    .openapi(welcomeRoute, async (c) => {
      const [row] = await db
        .select({ welcomedAt: user.welcomedAt })
        .from(user)
        .where(eq(user.id, c.get('caller').id));
      return c.json({ firstVisit: row?.welcomedAt == null }, 200);
    })
    .openapi(welcomedRoute, async (c) => {
      await db
        .update(user)
        .set({ welcomedAt: new Date() })
        .where(and(eq(user.id, c.get('caller').id), isNull(user.welcomedAt)));
      return c.body(null, 204);
    });
}

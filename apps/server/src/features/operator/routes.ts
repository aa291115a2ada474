import { createRoute, z } from '@hono/zod-openapi';
import { auditCsv, auditPageSchema } from '@sudsy/domain/operator';
import { pageQuerySchema } from '@sudsy/domain/pagination';
import type { Db } from '../../db/client';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { operatorsOnly } from './access';
import { auditPage, wholeAudit } from './audit';

const tags = ['Operator console'];
const gate = {
  403: errorResponse('An operator without two-factor authentication (two_factor_required)'),
  404: errorResponse('Anyone who is not an operator, signed out included: the console is not revealed'),
};

const auditRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/audit',
    tags,
    middleware: operatorsOnly(db),
    summary: 'The audit log of every operator action, 50 a page, newest first; ?cursor= gives the next page',
    request: { query: pageQuerySchema },
    responses: { 200: jsonResponse(auditPageSchema, 'A page of the log'), ...gate },
  });

const csvRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/audit.csv',
    tags,
    middleware: operatorsOnly(db),
    summary: 'The whole audit log as CSV, oldest first',
    responses: { 200: { description: 'CSV document', content: { 'text/csv': { schema: z.string() } } }, ...gate },
  });

/** The operator console (docs/product.md, "Operators"): only operators with two-factor on get past the gate. */
export function operatorRoutes(db: Db) {
  return createRouter()
    .openapi(auditRoute(db), async (c) => c.json(await auditPage(db, c.req.valid('query').cursor), 200))
    .openapi(csvRoute(db), async (c) =>
      c.body(auditCsv(await wholeAudit(db)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="sudsy-audit-log.csv"',
        'Cache-Control': 'private, no-store',
      }),
    );
}

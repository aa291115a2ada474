import { createRoute, z } from '@hono/zod-openapi';
import {
  accountLookupQuerySchema,
  auditCsv,
  auditPageSchema,
  operatorAccountSchema,
  operatorAccountsSchema,
  operatorReasonSchema,
} from '@sudsy/domain/operator';
import { reportQueueSchema, reviewDecisionSchema } from '@sudsy/domain/moderation';
import { messageDecisionSchema } from '@sudsy/domain/message-moderation';
import { profileDecisionSchema } from '@sudsy/domain/profile-moderation';
import { marketplaceFiguresSchema } from '@sudsy/domain/marketplace-figures';
import { pageQuerySchema } from '@sudsy/domain/pagination';
import type { Db } from '../../db/client';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { operatorsOnly } from './access';
import { findAccounts, operatorAccountOf, reinstateAccount, suspendAccount } from './accounts';
import { auditPage, wholeAudit } from './audit';
import { marketplaceFigures } from './figures';
import { decideMessage, messageReportQueue } from './message-moderation';
import { decideReview, reportQueue } from './moderation';
import { decideProfile, profileReportQueue } from './profile-moderation';

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

const accountsRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/accounts',
    tags,
    middleware: operatorsOnly(db),
    summary: 'The accounts whose email contains ?email= (at least 3 characters), the exact one first, at most 20',
    request: { query: accountLookupQuerySchema },
    responses: {
      200: jsonResponse(operatorAccountsSchema, 'The accounts found'),
      400: errorResponse('Too short'),
      ...gate,
    },
  });

const changeRequest = { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(operatorReasonSchema) };

const suspendRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/accounts/{id}/suspension',
    tags,
    middleware: operatorsOnly(db),
    summary:
      'Suspends the account with a reason: no sign-in, sessions ended, out of search, scheduled bookings cancelled and refunded',
    request: changeRequest,
    responses: {
      200: jsonResponse(operatorAccountSchema, 'Suspended'),
      400: errorResponse('No reason'),
      409: errorResponse('Already suspended (already_suspended), or an operator (operator_account)'),
      ...gate,
    },
  });

const reinstateRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/accounts/{id}/reinstatement',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Lifts the suspension with a reason; cancelled bookings stay cancelled',
    request: changeRequest,
    responses: {
      200: jsonResponse(operatorAccountSchema, 'Reinstated'),
      400: errorResponse('No reason'),
      409: errorResponse('Not suspended (not_suspended)'),
      ...gate,
    },
  });

const reportsRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/reports',
    tags,
    middleware: operatorsOnly(db),
    summary:
      'The reported reviews and messages with open reports, each list the longest waiting first, at most 50, each with its reports',
    responses: { 200: jsonResponse(reportQueueSchema, 'The queue'), ...gate },
  });

const decideRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/reports/reviews/{id}/decision',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Hides or keeps a reported review with a reason; its reporters (and, hidden, its author) are told',
    request: { params: z.object({ id: z.uuid() }), body: jsonBody(reviewDecisionSchema) },
    responses: {
      200: jsonResponse(reportQueueSchema, 'The queue as it is now'),
      400: errorResponse('No decision or no reason'),
      409: errorResponse('No open report: decided already (nothing_to_decide)'),
      ...gate,
    },
  });

const decideMessageRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/reports/messages/{id}/decision',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Hides or keeps a reported message with a reason; its reporters (and, hidden, its sender) are told',
    request: { params: z.object({ id: z.uuid() }), body: jsonBody(messageDecisionSchema) },
    responses: {
      200: jsonResponse(reportQueueSchema, 'The queue as it is now'),
      400: errorResponse('No decision or no reason'),
      409: errorResponse('No open report: decided already (nothing_to_decide)'),
      ...gate,
    },
  });

const decideProfileRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/reports/profiles/{id}/decision',
    tags,
    middleware: operatorsOnly(db),
    summary:
      'Keeps a reported washer profile, or closes its reports once the washer is suspended (in Accounts), with a reason; its reporters are told',
    request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(profileDecisionSchema) },
    responses: {
      200: jsonResponse(reportQueueSchema, 'The queue as it is now'),
      400: errorResponse('No decision or no reason'),
      409: errorResponse(
        'No open report (nothing_to_decide), or closing as suspended before suspending (not_suspended)',
      ),
      ...gate,
    },
  });

/** The Reports tab's queue: reported reviews, messages and washer profiles. */
async function wholeReportQueue(db: Db) {
  const [reviews, messages, profiles] = await Promise.all([
    reportQueue(db),
    messageReportQueue(db),
    profileReportQueue(db),
  ]);
  return { reviews, messages, profiles };
}

const figuresRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/figures',
    tags,
    middleware: operatorsOnly(db),
    summary:
      "The marketplace's figures: bookings per day over the 84 days ending today, and per ISO week (UTC) over the 12 weeks ending with this one the booked value, fees, fill rate, median time to first quote, cancellation and no-show rates, repeat-owner share and washers verified",
    responses: { 200: jsonResponse(marketplaceFiguresSchema, 'The figures, oldest first'), ...gate },
  });

/** The operator console (docs/product.md, "Operators"): only operators with two-factor on get past the gate. */
export function operatorRoutes(db: Db) {
  return createRouter()
    .openapi(auditRoute(db), async (c) => c.json(await auditPage(db, c.req.valid('query').cursor), 200))
    .openapi(accountsRoute(db), async (c) =>
      c.json({ accounts: await findAccounts(db, c.req.valid('query').email) }, 200),
    )
    .openapi(suspendRoute(db), async (c) => {
      const { id } = c.req.valid('param');
      await suspendAccount(db, c.get('caller'), id, c.req.valid('json').reason);
      return c.json(await operatorAccountOf(db, id), 200);
    })
    .openapi(reinstateRoute(db), async (c) => {
      const { id } = c.req.valid('param');
      await reinstateAccount(db, c.get('caller'), id, c.req.valid('json').reason);
      return c.json(await operatorAccountOf(db, id), 200);
    })
    .openapi(reportsRoute(db), async (c) => c.json(await wholeReportQueue(db), 200))
    .openapi(decideRoute(db), async (c) => {
      await decideReview(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(await wholeReportQueue(db), 200);
    })
    .openapi(decideMessageRoute(db), async (c) => {
      await decideMessage(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(await wholeReportQueue(db), 200);
    })
    .openapi(decideProfileRoute(db), async (c) => {
      await decideProfile(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(await wholeReportQueue(db), 200);
    })
    .openapi(figuresRoute(db), async (c) => c.json(await marketplaceFigures(db), 200))
    .openapi(csvRoute(db), async (c) =>
      c.body(auditCsv(await wholeAudit(db)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="sudsy-audit-log.csv"',
        'Cache-Control': 'private, no-store',
      }),
    );
}

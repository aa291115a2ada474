import { createRoute, z } from '@hono/zod-openapi';
import {
  verificationDocumentKinds,
  verificationMessages,
  verificationQueueSchema,
  verificationRejectionSchema,
  verificationSubmissionSchema,
} from '@sudsy/domain/verification';
import type { Db } from '../../db/client';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { Storage } from '../../platform/storage/storage';
import { operatorsOnly } from '../operator';
import { documentResponse } from './documents';
import { decideVerification, documentForOperator, submissionOf, verificationQueue } from './review';

const tags = ['Operator console'];
const gate = {
  403: errorResponse('An operator without two-factor authentication (two_factor_required)'),
  404: errorResponse('Anyone who is not an operator, signed out included; or no such submission'),
};
const washerParam = z.object({ washerId: z.string().min(1).max(100) });
const submission = { 200: jsonResponse(verificationSubmissionSchema, 'The submission as it is now') };
const notPending = { 409: errorResponse('Not waiting for review: decided already (not_pending)') };

const queueRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/verifications',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Washers whose documents wait for review, the longest waiting first, at most 50',
    responses: { 200: jsonResponse(verificationQueueSchema, 'The queue'), ...gate },
  });

const submissionRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/verifications/{washerId}',
    tags,
    middleware: operatorsOnly(db),
    summary: "One washer's submission: state, insurance expiry, documents",
    request: { params: washerParam },
    responses: { ...submission, ...gate },
  });

const documentRoute = (db: Db) =>
  createRoute({
    method: 'get',
    path: '/operator/verifications/{washerId}/documents/{kind}',
    tags,
    middleware: operatorsOnly(db),
    summary: "One of the washer's documents (a PDF as a download)",
    request: { params: washerParam.extend({ kind: z.enum(verificationDocumentKinds, verificationMessages.kind) }) },
    responses: { 200: { description: 'The document', content: { 'image/jpeg': { schema: z.string() } } }, ...gate },
  });

const approveRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/verifications/{washerId}/approval',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Approves the documents: the washer is verified until the insurance expires, and told',
    request: { params: washerParam },
    responses: { ...submission, ...gate, ...notPending },
  });

const rejectRoute = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/operator/verifications/{washerId}/rejection',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Rejects the documents with a reason the washer reads',
    request: { params: washerParam, body: jsonBody(verificationRejectionSchema) },
    responses: { ...submission, 400: errorResponse('No reason'), ...gate, ...notPending },
  });

/** The console's Verification tab (docs/product.md, "Washer verification"), behind the operators' gate. */
export function operatorVerificationRoutes(deps: { db: Db; storage: Storage }) {
  const { db } = deps;
  return createRouter()
    .openapi(queueRoute(db), async (c) => c.json({ submissions: await verificationQueue(db) }, 200))
    .openapi(submissionRoute(db), async (c) => c.json(await submissionOf(db, c.req.valid('param').washerId), 200))
    .openapi(documentRoute(db), async (c) => {
      const { washerId, kind } = c.req.valid('param');
      return documentResponse(await documentForOperator(deps, washerId, kind), kind);
    })
    .openapi(approveRoute(db), async (c) => {
      const { washerId } = c.req.valid('param');
      await decideVerification(db, c.get('caller'), washerId, { decision: 'approved' });
      return c.json(await submissionOf(db, washerId), 200);
    })
    .openapi(rejectRoute(db), async (c) => {
      const { washerId } = c.req.valid('param');
      await decideVerification(db, c.get('caller'), washerId, { decision: 'rejected', ...c.req.valid('json') });
      return c.json(await submissionOf(db, washerId), 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { disputeCaseSchema, disputeDecisionBodySchema, disputeQueueSchema } from '@sudsy/domain/disputes';
import { errorResponse, imageResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { privateFileResponse } from '../../platform/storage/private-file-response';
import type { Storage } from '../../platform/storage/storage';
import { operatorsOnly } from '../operator';
import { casePhoto, decideDispute, disputeCase, disputeQueue } from './operator-service';
import type { DisputeDeps } from './settle';

const tags = ['Operator console'];
const gate = {
  403: errorResponse('An operator without two-factor authentication (two_factor_required)'),
  404: errorResponse('Anyone who is not an operator, signed out included; or no such dispute'),
};
const params = z.object({ id: z.uuid() });

/** The console's Disputes tab (docs/operations.md, "Disputes"), behind the operators' gate. */
export function operatorDisputeRoutes(deps: DisputeDeps & { storage: Storage }) {
  const { db } = deps;
  const queueRoute = createRoute({
    method: 'get',
    path: '/operator/disputes',
    tags,
    middleware: operatorsOnly(db),
    summary: 'Disputes waiting for an operator, the longest waiting first, at most 50',
    responses: { 200: jsonResponse(disputeQueueSchema, 'The queue'), ...gate },
  });
  const caseRoute = createRoute({
    method: 'get',
    path: '/operator/disputes/{id}',
    tags,
    middleware: operatorsOnly(db),
    summary: "One dispute with the job's photos, checklist and the two sides' messages",
    request: { params },
    responses: { 200: jsonResponse(disputeCaseSchema, 'The case'), ...gate },
  });
  const photoRoute = createRoute({
    method: 'get',
    path: '/operator/disputes/{id}/photos/{photoId}',
    tags,
    middleware: operatorsOnly(db),
    summary: "A photo of the case (the owner's, the job's proof, or 'before'/'after'); ?size=thumb for its thumbnail",
    request: {
      params: params.extend({ photoId: z.string().min(1).max(100) }),
      query: z.object({ size: z.enum(['full', 'thumb']).optional() }),
    },
    responses: { 200: imageResponse(), ...gate },
  });
  const decideRoute = createRoute({
    method: 'post',
    path: '/operator/disputes/{id}/decision',
    tags,
    middleware: operatorsOnly(db),
    summary:
      'Decides a refund from 0 to what the job was paid, with a reason both sides read; refunded through the payments provider when Sudsy held the payment',
    request: { params, body: jsonBody(disputeDecisionBodySchema) },
    responses: {
      200: jsonResponse(disputeCaseSchema, 'The case as it now stands'),
      400: errorResponse('No reason, or a refund below 0 or over what the job was paid'),
      ...gate,
      409: errorResponse('Not waiting for a decision (not_with_operator), or being settled (dispute_busy)'),
    },
  });
  return createRouter()
    .openapi(queueRoute, async (c) => c.json({ disputes: await disputeQueue(db) }, 200))
    .openapi(caseRoute, async (c) => c.json(await disputeCase(db, c.req.valid('param').id), 200))
    .openapi(photoRoute, async (c) => {
      const { id, photoId } = c.req.valid('param');
      return privateFileResponse(await casePhoto(deps, id, photoId, c.req.valid('query').size ?? 'full'));
    })
    .openapi(decideRoute, async (c) => {
      const { id } = c.req.valid('param');
      await decideDispute(deps, c.get('caller'), id, c.req.valid('json'));
      return c.json(await disputeCase(db, id), 200);
    });
}

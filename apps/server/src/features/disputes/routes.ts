import { createRoute, z } from '@hono/zod-openapi';
import {
  disputeAnswerBodySchema,
  disputeOfferAnswerSchema,
  disputeOpenBodySchema,
  disputeResponseSchema,
} from '@sudsy/domain/disputes';
import { galleryMessages } from '@sudsy/domain/gallery';
import { asOwner, asWasher, signedIn } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, imageResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { privateFileResponse } from '../../platform/storage/private-file-response';
import {
  addDisputePhoto,
  answerDispute,
  answerOffer,
  disputeOfJob,
  openDispute,
  readDisputePhoto,
  type PartyDeps,
} from './party-service';

const tags = ['Disputes'];
const params = z.object({ id: z.uuid() });
const signedOut = { 401: errorResponse('Signed out') };
const notTheirs = { 404: errorResponse('No such job (or dispute) of the caller') };
const answer = jsonResponse(disputeResponseSchema, 'The dispute as it now stands');

const readRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/dispute',
  tags,
  middleware: guard(signedIn),
  summary: "The job's dispute for its two sides; with none, until when its owner may report a problem",
  request: { params },
  responses: { 200: jsonResponse(disputeResponseSchema, 'The dispute, or null'), ...signedOut, ...notTheirs },
});

const openRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/dispute',
  tags,
  middleware: guard(asOwner),
  summary:
    'The owner reports a problem with a completed job within 72 hours of completion: what went wrong and the amount asked back (0 for a redo only)',
  request: { params, body: jsonBody(disputeOpenBodySchema) },
  responses: {
    201: answer,
    400: errorResponse('No words, or an amount below 0 or over what the job was paid'),
    ...signedOut,
    403: errorResponse('Not a car owner'),
    ...notTheirs,
    409: errorResponse('Not completed (not_completed), past 72 hours (dispute_window_closed), or reported already'),
  },
});

const photoForm = z.object({
  file: z.instanceof(File, { error: galleryMessages.onlyImages }).openapi({ type: 'string', format: 'binary' }),
});

const addPhotoRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/dispute/photos',
  tags,
  middleware: guard(asOwner),
  summary: 'The owner adds a photo of the problem while the report waits for the washer, at most 4',
  request: { params, body: { required: true, content: { 'multipart/form-data': { schema: photoForm } } } },
  responses: {
    200: answer,
    400: errorResponse('Not a supported image'),
    ...signedOut,
    403: errorResponse('Not a car owner'),
    ...notTheirs,
    409: errorResponse('Answered already (photos_closed), or 4 photos already'),
    413: errorResponse('A file over 10 MB'),
  },
});

const photoRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/dispute/photos/{photoId}',
  tags,
  middleware: guard(signedIn),
  summary: "A photo of the owner's report, for the job's two sides; ?size=thumb for its thumbnail",
  request: {
    params: params.extend({ photoId: z.uuid() }),
    query: z.object({ size: z.enum(['full', 'thumb']).optional() }),
  },
  responses: { 200: imageResponse(), ...signedOut, ...notTheirs },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/dispute/answer',
  tags,
  middleware: guard(asWasher),
  summary: 'The washer answers the report: a redo visit, a partial refund (the owner answers it), or contest it',
  request: { params, body: jsonBody(disputeAnswerBodySchema) },
  responses: {
    200: answer,
    400: errorResponse('No answer, no words, no redo date, or a refund over what the job was paid'),
    ...signedOut,
    403: errorResponse('Not a washer'),
    ...notTheirs,
    409: errorResponse('Not waiting for the washer (not_awaiting_washer)'),
  },
});

const offerRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/dispute/offer',
  tags,
  middleware: guard(asOwner),
  summary: "The owner accepts the washer's offer (a refund runs at once) or declines it (an operator decides)",
  request: { params, body: jsonBody(disputeOfferAnswerSchema) },
  responses: {
    200: answer,
    400: errorResponse('Neither accepted nor declined'),
    ...signedOut,
    403: errorResponse('Not a car owner'),
    ...notTheirs,
    409: errorResponse('No offer waiting (not_awaiting_owner), settling already, or payments are off'),
  },
});

/** A job's dispute for its two sides (docs/product.md, "Disputes"). */
export function disputeRoutes(deps: PartyDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await disputeOfJob(db, c.get('caller'), c.req.valid('param').id), 200))
    .openapi(openRoute, async (c) =>
      c.json(await openDispute(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(addPhotoRoute, async (c) =>
      c.json(await addDisputePhoto(deps, c.get('caller'), c.req.valid('param').id, c.req.valid('form').file), 200),
    )
    .openapi(photoRoute, async (c) => {
      const { id, photoId } = c.req.valid('param');
      const size = c.req.valid('query').size ?? 'full';
      return privateFileResponse(await readDisputePhoto(deps, c.get('caller'), id, photoId, size));
    })
    .openapi(answerRoute, async (c) =>
      c.json(await answerDispute(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(offerRoute, async (c) =>
      c.json(await answerOffer(deps, c.get('caller'), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}

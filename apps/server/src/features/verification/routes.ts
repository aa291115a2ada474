import { createRoute, z } from '@hono/zod-openapi';
import {
  insuranceExpirySchema,
  myVerificationSchema,
  verificationDocumentKinds,
  verificationMessages,
} from '@sudsy/domain/verification';
import { asWasher } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { documentResponse } from './documents';
import {
  myDocument,
  myVerification,
  setInsuranceExpiry,
  submitForReview,
  uploadDocument,
  type VerificationDeps,
} from './service';

const tags = ['Washer verification'];
const middleware = guard(asWasher);
const washerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car washer') };
const kindParam = z.object({ kind: z.enum(verificationDocumentKinds, verificationMessages.kind) });
const answer = { 200: jsonResponse(myVerificationSchema, 'The washer’s verification as it is now') };
const locked = { 409: errorResponse('Sent for review: an operator is looking at it (under_review)') };

const getRoute = createRoute({
  method: 'get',
  path: '/verification',
  tags,
  middleware,
  summary: "The washer's verification: state, documents, insurance expiry, an operator's reason",
  responses: { ...answer, ...washerErrors },
});

const uploadForm = z.object({
  file: z.instanceof(File, { error: verificationMessages.fileRequired }).openapi({ type: 'string', format: 'binary' }),
});

const uploadRoute = createRoute({
  method: 'put',
  path: '/verification/documents/{kind}',
  tags,
  middleware,
  summary: 'Uploads or replaces a document: a photo (re-encoded) or a PDF, at most 10 MB',
  request: {
    params: kindParam,
    body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
  },
  responses: {
    ...answer,
    400: errorResponse('Neither a photo nor a PDF (not_a_document)'),
    ...washerErrors,
    ...locked,
    413: errorResponse('A file over 10 MB'),
  },
});

const readRoute = createRoute({
  method: 'get',
  path: '/verification/documents/{kind}',
  tags,
  middleware,
  summary: "One of the washer's own documents (a PDF as a download)",
  request: { params: kindParam },
  responses: {
    200: { description: 'The document', content: { 'image/jpeg': { schema: z.string() } } },
    ...washerErrors,
    404: errorResponse('None of that kind uploaded'),
  },
});

const expiryRoute = createRoute({
  method: 'put',
  path: '/verification/insurance-expiry',
  tags,
  middleware,
  summary: 'Sets the last day the insurance covers: after today, within five years',
  request: { body: jsonBody(insuranceExpirySchema()) },
  responses: { ...answer, 400: errorResponse('No date, past, or too far ahead'), ...washerErrors, ...locked },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/verification/submission',
  tags,
  middleware,
  summary: 'Sends both documents and the expiry to the operators for review',
  responses: {
    ...answer,
    ...washerErrors,
    409: errorResponse('Something missing (incomplete), already sent (under_review) or approved (already_verified)'),
  },
});

/** The washer's side of verification (docs/product.md, "Washer verification"). */
export function verificationRoutes(deps: VerificationDeps & { requireVerifiedWashers: boolean }) {
  const { db, requireVerifiedWashers } = deps;
  const mine = (caller: Parameters<typeof myVerification>[1]) => myVerification(db, caller, requireVerifiedWashers);
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await mine(c.get('caller')), 200))
    .openapi(uploadRoute, async (c) => {
      await uploadDocument(deps, c.get('caller'), c.req.valid('param').kind, c.req.valid('form').file);
      return c.json(await mine(c.get('caller')), 200);
    })
    .openapi(readRoute, async (c) => {
      const { kind } = c.req.valid('param');
      return documentResponse(await myDocument(deps, c.get('caller'), kind), kind);
    })
    .openapi(expiryRoute, async (c) => {
      await setInsuranceExpiry(db, c.get('caller'), c.req.valid('json').insuranceExpiresOn);
      return c.json(await mine(c.get('caller')), 200);
    })
    .openapi(submitRoute, async (c) => {
      await submitForReview(db, c.get('caller'));
      return c.json(await mine(c.get('caller')), 200);
    });
}

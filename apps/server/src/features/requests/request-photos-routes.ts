import { createRoute, z } from '@hono/zod-openapi';
import { createRequestMessages, requestPhotoResponseSchema } from '@sudsy/domain/request-create-api';
import { imageResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { requestOwner } from './create-request-routes';
import { privateFileResponse } from '../../platform/storage/private-file-response';
import {
  deleteRequestPhoto,
  readOwnRequestPhoto,
  uploadRequestPhoto,
  type RequestPhotoDeps,
} from './request-photos-service';

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const ownerErrors = { 401: json(errorBody, 'Signed out'), 403: json(errorBody, 'Not an owner') };
const tags = ['Quote requests'];

/** An empty file input (sent as '' or a 0-byte file) counts as no photo. */
const photoForm = z.object({
  photo: z
    .preprocess(
      (value) => (value === '' || (value instanceof File && value.size === 0) ? undefined : value),
      z.instanceof(File, { error: createRequestMessages.photoRequired }),
    )
    .openapi({ type: 'string', format: 'binary' }),
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/request-photos',
  tags,
  summary: 'Upload a vehicle photo for a request being written; it is attached when the request is created',
  middleware: requestOwner,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: photoForm } } } },
  responses: {
    201: json(requestPhotoResponseSchema, 'Stored'),
    400: json(errorBody, 'No photo, or not an image'),
    ...ownerErrors,
    409: json(errorBody, 'Too many photos waiting to be sent'),
    413: json(errorBody, 'A file over 10 MB'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/request-photos/{id}',
  tags,
  summary: 'Remove a photo not yet sent with a request',
  middleware: requestOwner,
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    204: { description: 'Removed' },
    ...ownerErrors,
    404: json(errorBody, 'No such unsent photo of this owner'),
  },
});

const photoParams = z.object({ id: z.string().min(1).max(64) });
const readResponses = { 200: imageResponse(), ...ownerErrors, 404: json(errorBody, 'No such photo of this owner') };

const readRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    middleware: requestOwner,
    request: { params: photoParams },
    responses: readResponses,
  });
const readPhotoRoute = readRoute('/request-photos/{id}', "One of the owner's own request photos");
const readThumbRoute = readRoute(
  '/request-photos/{id}/thumb',
  "The thumbnail of one of the owner's own request photos",
);

export function requestPhotoRoutes(deps: RequestPhotoDeps) {
  return createRouter()
    .openapi(uploadRoute, async (c) =>
      c.json({ photo: await uploadRequestPhoto(deps, c.get('caller'), c.req.valid('form').photo) }, 201),
    )
    .openapi(readPhotoRoute, async (c) =>
      privateFileResponse(await readOwnRequestPhoto(deps, c.get('caller'), c.req.valid('param').id, 'full')),
    )
    .openapi(readThumbRoute, async (c) =>
      privateFileResponse(await readOwnRequestPhoto(deps, c.get('caller'), c.req.valid('param').id, 'thumb')),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteRequestPhoto(deps, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

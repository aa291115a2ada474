import { createRoute, z } from '@hono/zod-openapi';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, imageResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { privateFileResponse } from '../../platform/storage/private-file-response';
import type { Storage } from '../../platform/storage/storage';
import { getRequestPhoto } from './readable-request';

const tags = ['Quote requests'];
const id = z.string().min(1).max(100);
const notReadable = errorResponse('No such request, or neither the caller’s nor sent to them');

const photoParams = z.object({ id, photoId: id });
const photoResponses = { 200: imageResponse(), 401: errorResponse('Signed out'), 404: notReadable };

const photoRoute = createRoute({
  method: 'get',
  path: '/quote-requests/{id}/photos/{photoId}',
  tags,
  middleware: guard(signedIn),
  summary: 'A photo of the request, for its owner and the washers it was sent to',
  request: { params: photoParams },
  responses: photoResponses,
});

const thumbRoute = createRoute({
  method: 'get',
  path: '/quote-requests/{id}/photos/{photoId}/thumb',
  tags,
  middleware: guard(signedIn),
  summary: 'The thumbnail of a photo of the request, under the same rule',
  request: { params: photoParams },
  responses: photoResponses,
});

export function quoteRequestPhotoRoutes({ db, storage }: { db: Db; storage: Storage }) {
  return createRouter()
    .openapi(photoRoute, async (c) => {
      const { id: requestId, photoId } = c.req.valid('param');
      return privateFileResponse(await getRequestPhoto(db, storage, c.get('caller'), requestId, photoId, 'full'));
    })
    .openapi(thumbRoute, async (c) => {
      const { id: requestId, photoId } = c.req.valid('param');
      return privateFileResponse(await getRequestPhoto(db, storage, c.get('caller'), requestId, photoId, 'thumb'));
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { galleryMessages } from '@sudsy/domain/gallery';
import { proofPhotoFieldsSchema, proofPhotosSchema } from '@sudsy/domain/photo-proof';
import { signedIn } from '../../auth/access';
import { invalidFields } from '../../http/app-error';
import { fieldErrors } from '../../http/validation-hook';
import { guard } from '../../http/guard';
import { errorResponse, imageResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { privateFileResponse } from '../../platform/storage/private-file-response';
import { addProofPhoto, listProofPhotos, readProofPhoto, removeProofPhoto } from './proof-photo-service';

const tags = ['Appointments'];
const idParam = z.object({ id: z.uuid() });
const photoParam = idParam.extend({ photoId: z.uuid() });
const signedOut = { 401: errorResponse('Signed out') };
const notTheirs = errorResponse('No such appointment (or photo) of the caller');

// A form's fields arrive as text: the file is checked here, which photo it is by the domain's schema.
const uploadForm = z.object({
  file: z.instanceof(File, { error: galleryMessages.onlyImages }).openapi({ type: 'string', format: 'binary' }),
  kind: z.string().openapi({ enum: ['walkaround', 'after'] }),
  angle: z
    .string()
    .optional()
    .openapi({ enum: ['front', 'right', 'back', 'left'] }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/proof-photos',
  tags,
  middleware: guard(signedIn),
  summary: "The job's walkaround and after photos, the oldest first, for its washer and owner",
  request: { params: idParam },
  responses: { 200: jsonResponse(proofPhotosSchema, 'The photos'), ...signedOut, 404: notTheirs },
});

const addRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/proof-photos',
  tags,
  middleware: guard(signedIn),
  summary: 'The washer adds a walkaround side once arrived (a retake replaces it) or an after photo once in progress',
  request: {
    params: idParam,
    body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
  },
  responses: {
    200: jsonResponse(proofPhotosSchema, 'The photos as they are now'),
    400: errorResponse('Not a supported image, or no side named for a walkaround'),
    ...signedOut,
    403: errorResponse('The owner of the job: only its washer takes photos'),
    404: notTheirs,
    409: errorResponse('Not at that step of the day, completed, or too many after photos'),
    413: errorResponse('A file over 10 MB'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/appointments/{id}/proof-photos/{photoId}',
  tags,
  middleware: guard(signedIn),
  summary: 'The washer removes a photo of a job not yet completed',
  request: { params: photoParam },
  responses: {
    200: jsonResponse(proofPhotosSchema, 'The photos as they are now'),
    ...signedOut,
    403: errorResponse('The owner of the job'),
    404: notTheirs,
    409: errorResponse('The job is completed or cancelled: its photos stay'),
  },
});

const fileRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    middleware: guard(signedIn),
    request: { params: photoParam },
    responses: { 200: imageResponse(), ...signedOut, 404: notTheirs },
  });
const readRoute = fileRoute(
  '/appointments/{id}/proof-photos/{photoId}',
  "A proof photo, for the job's washer and owner",
);
const thumbRoute = fileRoute('/appointments/{id}/proof-photos/{photoId}/thumb', "A proof photo's thumbnail");

/** The photo proof of a job (docs/product.md, "The day of the job"). */
export function proofPhotoRoutes(deps: Parameters<typeof addProofPhoto>[0]) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listProofPhotos(deps.db, c.get('caller'), c.req.valid('param').id), 200),
    )
    .openapi(addRoute, async (c) => {
      const { file, kind, angle } = c.req.valid('form');
      const fields = proofPhotoFieldsSchema.safeParse({ kind, angle: angle || undefined });
      if (!fields.success) throw invalidFields(fieldErrors(fields.error));
      return c.json(await addProofPhoto(deps, c.get('caller'), c.req.valid('param').id, { ...fields.data, file }), 200);
    })
    .openapi(removeRoute, async (c) => {
      const { id, photoId } = c.req.valid('param');
      return c.json(await removeProofPhoto(deps, c.get('caller'), id, photoId), 200);
    })
    .openapi(readRoute, async (c) => {
      const { id, photoId } = c.req.valid('param');
      return privateFileResponse(await readProofPhoto(deps, c.get('caller'), id, photoId, 'full'));
    })
    .openapi(thumbRoute, async (c) => {
      const { id, photoId } = c.req.valid('param');
      return privateFileResponse(await readProofPhoto(deps, c.get('caller'), id, photoId, 'thumb'));
    });
}

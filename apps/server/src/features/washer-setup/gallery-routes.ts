import { createRoute, z } from '@hono/zod-openapi';
import { galleryItemSchema, galleryItemsSchema, galleryMessages, galleryTextFieldsSchema } from '@sudsy/domain/gallery';
import { createRouter } from '../../http/router';
import { addAfterImage, createGalleryItem, deleteGalleryItem, listGallery, type GalleryDeps } from './gallery-service';
import { error, json, tags, washerErrors, washerOnly } from './openapi';

/** A file form field; an empty file input (sent as '' or a 0-byte file) counts as absent. */
const imageField = (message: string) =>
  z
    .preprocess(
      (value) => (value === '' || (value instanceof File && value.size === 0) ? undefined : value),
      z.instanceof(File, { error: message }),
    )
    .openapi({ type: 'string', format: 'binary' });

const uploadForm = galleryTextFieldsSchema.extend({
  before: imageField(galleryMessages.beforeRequired),
  after: imageField(galleryMessages.onlyImages).optional(),
});
const afterForm = z.object({ after: imageField(galleryMessages.afterRequired) });
const itemResponse = z.object({ item: galleryItemSchema });
const idParam = z.object({ id: z.uuid() });

const uploadErrors = {
  ...washerErrors,
  400: error('Missing before image, not an image, or fields too long'),
  403: error('Not a washer, or email not verified (code EMAIL_NOT_VERIFIED)'),
  413: error('A file over 10 MB'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/gallery',
  tags,
  middleware: washerOnly,
  summary: "The washer's before/after gallery, newest first",
  responses: { 200: json(galleryItemsSchema, 'Items'), ...washerErrors },
});

const createItemRoute = createRoute({
  method: 'post',
  path: '/gallery',
  tags,
  middleware: washerOnly,
  summary: 'Upload a before image, optionally its after image, title and description',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
  responses: { 201: json(itemResponse, 'Created'), ...uploadErrors, 409: error('Gallery full') },
});

const addAfterRoute = createRoute({
  method: 'put',
  path: '/gallery/{id}/after',
  tags,
  middleware: washerOnly,
  summary: "Add or replace an item's after image",
  request: { params: idParam, body: { required: true, content: { 'multipart/form-data': { schema: afterForm } } } },
  responses: { 200: json(itemResponse, 'Updated'), ...uploadErrors, 404: error('No such item of this washer') },
});

const deleteItemRoute = createRoute({
  method: 'delete',
  path: '/gallery/{id}',
  tags,
  middleware: washerOnly,
  summary: 'Delete an item and its images',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...washerErrors, 404: error('No such item of this washer') },
});

export function galleryRoutes(deps: GalleryDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ items: await listGallery(deps.db, c.get('caller')) }, 200))
    .openapi(createItemRoute, async (c) =>
      c.json({ item: await createGalleryItem(deps, c.get('caller'), c.req.valid('form')) }, 201),
    )
    .openapi(addAfterRoute, async (c) =>
      c.json(
        { item: await addAfterImage(deps, c.get('caller'), c.req.valid('param').id, c.req.valid('form').after) },
        200,
      ),
    )
    .openapi(deleteItemRoute, async (c) => {
      await deleteGalleryItem(deps, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { quoteRequestPhotoSchema } from '@sudsy/domain/quote-request-views';
import {
  createRequestMessages,
  maxUnattachedRequestPhotos,
  requestPhotoMaxFileBytes,
} from '@sudsy/domain/request-create-api';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { quoteRequestPhotos } from './schema';
import { AppError, badRequest, conflict, notFound, payloadTooLarge } from '../../http/app-error';
import { ImageRejected, processImage } from '../../platform/images/process-image';
import type { Storage, StoredFile } from '../../platform/storage/storage';

export type RequestPhotoDeps = { db: Db; storage: Storage; logger: Logger };
export type RequestPhoto = z.infer<typeof quoteRequestPhotoSchema>;

/** A photo left out of every request this long was abandoned with its form. */
const abandonedAfterMs = 24 * 60 * 60 * 1000;

/**
 * Stores a vehicle photo for a request still being written. Its owner reads it back through
 * /api/request-photos/:id; once sent, the request's own photo routes serve the washers it reached.
 */
export async function uploadRequestPhoto(
  deps: RequestPhotoDeps,
  owner: Owner,
  file: File,
  now = new Date(),
): Promise<RequestPhoto> {
  if (file.size > requestPhotoMaxFileBytes) throw payloadTooLarge(createRequestMessages.tooLarge);
  await removeAbandoned(deps, owner.id, now);
  const [waiting] = await deps.db
    .select({ photos: count() })
    .from(quoteRequestPhotos)
    .where(and(eq(quoteRequestPhotos.ownerId, owner.id), isNull(quoteRequestPhotos.requestId)));
  if ((waiting?.photos ?? 0) >= maxUnattachedRequestPhotos)
    throw conflict(createRequestMessages.tooManyPhotos, 'too_many_photos');

  const { image, thumb } = await encode(file);
  const id = randomUUID();
  const base = `request-photos/${owner.id}/${id}`;
  const keys = { imageKey: `${base}.${image.extension}`, thumbKey: `${base}-thumb.${thumb.extension}` };
  await deps.storage.put(keys.imageKey, image.bytes, image.contentType);
  try {
    await deps.storage.put(keys.thumbKey, thumb.bytes, thumb.contentType);
    await deps.db.insert(quoteRequestPhotos).values({ id, ownerId: owner.id, ...keys });
  } catch (error) {
    await removeFiles(deps, [keys]);
    throw error;
  }
  return { id, url: `/api/request-photos/${id}`, thumbUrl: `/api/request-photos/${id}/thumb` };
}

/** One of the owner's own photos, sent or not, for the form's preview; anyone else's is a 404. */
export async function readOwnRequestPhoto(
  deps: RequestPhotoDeps,
  owner: Owner,
  id: string,
  size: 'full' | 'thumb',
): Promise<StoredFile> {
  const [row] = await deps.db
    .select()
    .from(quoteRequestPhotos)
    .where(and(eq(quoteRequestPhotos.id, id), eq(quoteRequestPhotos.ownerId, owner.id)));
  const file = row ? await deps.storage.get(size === 'thumb' ? row.thumbKey : row.imageKey) : null;
  if (!file) throw notFound();
  return file;
}

/** Removes one of the owner's photos not yet sent with a request; anyone else's, or a sent one, is a 404. */
export async function deleteRequestPhoto(deps: RequestPhotoDeps, owner: Owner, id: string): Promise<void> {
  const [row] = await deps.db
    .delete(quoteRequestPhotos)
    .where(
      and(
        eq(quoteRequestPhotos.id, id),
        eq(quoteRequestPhotos.ownerId, owner.id),
        isNull(quoteRequestPhotos.requestId),
      ),
    )
    .returning();
  if (!row) throw notFound();
  await removeFiles(deps, [row]);
}

async function removeAbandoned(deps: RequestPhotoDeps, ownerId: string, now: Date): Promise<void> {
  const rows = await deps.db
    .delete(quoteRequestPhotos)
    .where(
      and(
        eq(quoteRequestPhotos.ownerId, ownerId),
        isNull(quoteRequestPhotos.requestId),
        lt(quoteRequestPhotos.createdAt, new Date(now.getTime() - abandonedAfterMs)),
      ),
    )
    .returning();
  await removeFiles(deps, rows);
}

async function encode(file: File) {
  try {
    return await processImage(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw error.reason === 'not-image'
      ? badRequest(createRequestMessages.onlyImages, 'not_an_image')
      : new AppError(400, 'unsupported_image', createRequestMessages.unsupportedImage);
  }
}

/** Best effort: the row is gone already, so a file left behind only costs space. */
async function removeFiles(
  { storage, logger }: RequestPhotoDeps,
  rows: { imageKey: string; thumbKey: string }[],
): Promise<void> {
  const results = await Promise.allSettled(
    rows.flatMap((row) => [storage.delete(row.imageKey), storage.delete(row.thumbKey)]),
  );
  for (const result of results) {
    if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a request photo file');
  }
}

import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Storage, StoredFile } from '../../platform/storage/storage';
import type { RequestRow } from './list-service';
import { quoteRequestPhotos, quoteRequests, quoteResponses } from './schema';

/** Who is reading a request: its owner sees every washer's answer, a washer only their own. */
export type RequestReader = { request: RequestRow; washerId: string | null };

/**
 * The one rule for reading a request and its photos: its owner may, and so may a washer it was
 * sent to; anyone else signed in gets 404, as for a request that does not exist, so an id
 * reveals nothing. Signed out is 401, answered by the route.
 */
export async function readableRequest(db: Db, user: SessionUser, id: string): Promise<RequestReader> {
  if (user.role === 'owner') {
    const [request] = await db
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.id, id), eq(quoteRequests.ownerId, user.id)));
    if (!request) throw notFound();
    return { request, washerId: null };
  }
  const [found] = await db
    .select({ request: quoteRequests })
    .from(quoteRequests)
    .innerJoin(
      quoteResponses,
      and(eq(quoteResponses.requestId, quoteRequests.id), eq(quoteResponses.washerId, user.id)),
    )
    .where(eq(quoteRequests.id, id));
  if (!found) throw notFound();
  return { request: found.request, washerId: user.id };
}

export type PhotoSize = 'full' | 'thumb';

/** Served through the request, so a photo is read under the request's rule rather than by anyone holding a file URL. */
export function requestPhotoUrl(requestId: string, photoId: string, size: PhotoSize = 'full'): string {
  const path = `/api/quote-requests/${encodeURIComponent(requestId)}/photos/${encodeURIComponent(photoId)}`;
  return size === 'thumb' ? `${path}/thumb` : path;
}

/** A photo of a request, for whoever may read the request (readableRequest); 404 otherwise. */
export async function getRequestPhoto(
  db: Db,
  storage: Storage,
  user: SessionUser,
  requestId: string,
  photoId: string,
  size: PhotoSize,
): Promise<StoredFile> {
  const { request } = await readableRequest(db, user, requestId);
  const [photo] = await db
    .select()
    .from(quoteRequestPhotos)
    .where(and(eq(quoteRequestPhotos.id, photoId), eq(quoteRequestPhotos.requestId, request.id)));
  const file = photo ? await storage.get(size === 'thumb' ? photo.thumbKey : photo.imageKey) : null;
  if (!file) throw notFound();
  return file;
}

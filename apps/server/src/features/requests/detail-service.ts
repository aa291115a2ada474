import { defaultCancellationNoticeHours } from '@sudsy/domain/cancellation-policy';
import { and, asc, eq, sql } from 'drizzle-orm';
import { washerProfileDefaults } from '@sudsy/domain/constants';
import { isAnsweredQuote } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestDetail, QuoteRequestRecipient } from '@sudsy/domain/quote-request-views';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { washerProfiles } from '../washer-setup/schema';
import { notFound } from '../../http/app-error';
import type { Storage, StoredFile } from '../../platform/storage/storage';
import { bookingOfRequest } from '../appointments';
import { ratingSummaries } from '../reviews';
import { selectListItems, type RequestRow } from './list-service';
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

async function recipientsOf(db: Db, requestId: string, washerId: string | null): Promise<QuoteRequestRecipient[]> {
  const rows = await db
    .select({
      washerId: quoteResponses.washerId,
      businessName: sql<string | null>`nullif(${washerProfiles.businessName}, '')`,
      status: quoteResponses.status,
      amountCents: quoteResponses.amountCents,
      estimatedMinutes: quoteResponses.estimatedMinutes,
      washerNotes: quoteResponses.washerNotes,
      proposedDate: quoteResponses.proposedDate,
      proposedTime: quoteResponses.proposedTime,
      cancellationNoticeHours: washerProfiles.cancellationNoticeHours,
    })
    .from(quoteResponses)
    .leftJoin(washerProfiles, eq(washerProfiles.userId, quoteResponses.washerId))
    .where(
      washerId === null
        ? eq(quoteResponses.requestId, requestId)
        : and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.washerId, washerId)),
    )
    .orderBy(asc(quoteResponses.createdAt), asc(quoteResponses.washerId));
  const ratings = await ratingSummaries(
    db,
    rows.map((row) => row.washerId),
  );
  return rows.map((row) => ({
    ...row,
    businessName: row.businessName ?? washerProfileDefaults.businessName,
    cancellationNoticeHours: row.cancellationNoticeHours ?? defaultCancellationNoticeHours,
    rating: ratings.get(row.washerId) ?? null,
  }));
}

/**
 * A request with its notes, place, photos and the washers it went to. A washer reading it sees
 * only their own response, and the counts of what they see, not how many others were asked.
 */
export async function getQuoteRequest(db: Db, user: SessionUser, id: string): Promise<QuoteRequestDetail> {
  const { request, washerId } = await readableRequest(db, user, id);
  const [listed] = await selectListItems(db, eq(quoteRequests.id, request.id));
  if (!listed) throw notFound();
  const recipients = await recipientsOf(db, request.id, washerId);
  const photos = await db
    .select()
    .from(quoteRequestPhotos)
    .where(eq(quoteRequestPhotos.requestId, request.id))
    .orderBy(asc(quoteRequestPhotos.createdAt), asc(quoteRequestPhotos.id));
  return {
    ...listed.item,
    ...(washerId === null
      ? {}
      : {
          responseCount: recipients.length,
          quotedCount: recipients.filter((recipient) => isAnsweredQuote(recipient.status)).length,
        }),
    notes: request.notes,
    coordinates: request.lat === null || request.lng === null ? null : { lat: request.lat, lng: request.lng },
    photos: photos.map((photo) => ({
      id: photo.id,
      url: requestPhotoUrl(request.id, photo.id),
      thumbUrl: requestPhotoUrl(request.id, photo.id, 'thumb'),
    })),
    recipients,
    booking: await bookingOfRequest(db, request.id, washerId),
  };
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

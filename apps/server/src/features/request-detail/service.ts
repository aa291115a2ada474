import { and, asc, eq, sql } from 'drizzle-orm';
import { defaultCancellationNoticeHours } from '@sudsy/domain/cancellation-policy';
import { washerProfileDefaults } from '@sudsy/domain/constants';
import { isAnsweredQuote } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestDetail, QuoteRequestRecipient } from '@sudsy/domain/quote-request-views';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { bookingOfRequest } from '../appointments';
import { readableRequest, requestListItem, requestPhotoUrl } from '../requests';
import { quoteRequestPhotos, quoteResponses } from '../requests/schema';
import { ratingSummaries } from '../reviews';
import { washerProfiles } from '../washer-setup/schema';

// The request's page: the request with its quotes, their washers' ratings and its booking. It
// reads above the features it shows (requests, reviews, appointments), which are built on each
// other and so cannot show each other.

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
  const listed = await requestListItem(db, request.id);
  if (!listed) throw notFound();
  const recipients = await recipientsOf(db, request.id, washerId);
  const photos = await db
    .select()
    .from(quoteRequestPhotos)
    .where(eq(quoteRequestPhotos.requestId, request.id))
    .orderBy(asc(quoteRequestPhotos.createdAt), asc(quoteRequestPhotos.id));
  return {
    ...listed,
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

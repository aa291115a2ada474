import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  availableRequestsPageSize,
  bidMessages,
  bidsPageSize,
  placeBeforeBooking,
  type Bid,
  type BidRequest,
} from '@sudsy/domain/bids';
import { quoteSlotMessages } from '@sudsy/domain/booking';
import { greatCircleMiles } from '@sudsy/domain/geo';
import { isAwaitingAnswer, isQuoteOpen, suggestedQuoteCents, type quoteInputSchema } from '@sudsy/domain/quote';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import type { z } from 'zod';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { afterCursor, afterPlace, microsecondsOf, pageOf, placeCursor } from '../../db/pagination';
import { washerProfiles } from '../washer-setup/schema';
import { user } from '../../auth/schema';
import { vehicles } from '../vehicles/schema';
import { quoteRequestPhotos, quoteRequests, quoteResponses } from '../requests/schema';
import { AppError, conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { bookingsOfQuotes, scheduleOf, slotProblemOf } from '../appointments';
import { requestPhotoUrl } from '../requests';

type QuoteRow = typeof quoteResponses.$inferSelect;

/** Bids and the requests they answer: the washer's own rows, with what the cards show. */
async function selectBidRows(
  db: Db,
  washer: Washer,
  where: SQL | undefined,
  order: 'request' | 'quote',
  limit?: number,
) {
  const [centre] = await db
    .select({
      lat: washerProfiles.lat,
      lng: washerProfiles.lng,
      offerings: washerProfiles.serviceOfferings,
      customServices: washerProfiles.customServices,
      sizeSurcharges: washerProfiles.sizeSurcharges,
    })
    .from(washerProfiles)
    .where(eq(washerProfiles.userId, washer.id));
  const pricing = {
    offerings: centre?.offerings ?? [],
    customServices: centre?.customServices ?? [],
    sizeSurcharges: centre?.sizeSurcharges ?? defaultSizeSurcharges,
  };
  const query = db
    .select({
      quote: quoteResponses,
      changedAt: microsecondsOf(quoteResponses.updatedAt),
      request: quoteRequests,
      vehicle: vehicles,
      ownerName: user.name,
    })
    .from(quoteResponses)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteResponses.requestId))
    .innerJoin(user, eq(user.id, quoteRequests.ownerId))
    .leftJoin(vehicles, and(eq(vehicles.id, quoteRequests.vehicleId), eq(vehicles.ownerId, quoteRequests.ownerId)))
    .where(and(eq(quoteResponses.washerId, washer.id), where))
    .orderBy(
      ...(order === 'request'
        ? [desc(quoteRequests.createdAt), desc(quoteRequests.id)]
        : [desc(quoteResponses.updatedAt), desc(quoteResponses.requestId)]),
    )
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  const requestIds = rows.map((row) => row.request.id);
  const photos =
    requestIds.length === 0
      ? []
      : await db
          .select()
          .from(quoteRequestPhotos)
          .where(inArray(quoteRequestPhotos.requestId, requestIds))
          .orderBy(asc(quoteRequestPhotos.createdAt), asc(quoteRequestPhotos.id));

  return rows.map(({ quote, changedAt, request, vehicle, ownerName }) => {
    const place = request.lat === null || request.lng === null ? null : { lat: request.lat, lng: request.lng };
    const from = centre?.lat == null || centre.lng == null ? null : { lat: centre.lat, lng: centre.lng };
    const bidRequest: BidRequest = {
      id: request.id,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      ownerId: request.ownerId,
      ownerName,
      serviceIds: request.serviceIds,
      vehicle: vehicle ? vehicleLabel(vehicle) : null,
      vehicleType: vehicle?.type ?? null,
      suggestedAmountCents: suggestedQuoteCents(request.serviceIds, vehicle?.type ?? null, pricing),
      // The street is the booked washer's to know; before, the area and the distance tell where.
      address: quote.status === 'accepted' ? request.address : placeBeforeBooking(request.address),
      // The washer's own base to the job, which only they see: to 0.1 mile, as formatDistance reads it.
      distanceMiles: place && from ? Math.round(greatCircleMiles(from, place) * 10) / 10 : null,
      preferredDate: request.preferredDate,
      preferredTime: request.preferredTime,
      notes: request.notes,
      photos: photos
        .filter((photo) => photo.requestId === request.id)
        .map((photo) => ({
          id: photo.id,
          url: requestPhotoUrl(request.id, photo.id),
          thumbUrl: requestPhotoUrl(request.id, photo.id, 'thumb'),
        })),
    };
    return { quote, changedAt, request: bidRequest };
  });
}

/** Requests sent to this washer, still open and not answered yet. */
const awaitingAnswer = and(eq(quoteResponses.status, 'sent'), eq(quoteRequests.status, 'sent'));

/**
 * Available Requests, a page at a time, newest first, after the request `cursor` (docs/product.md,
 * "Limits"), with how many wait in all for the tab's count.
 */
export async function listAvailableRequests(
  db: Db,
  washer: Washer,
  cursor?: string,
): Promise<{ requests: BidRequest[]; nextCursor: string | null; total: number }> {
  const after =
    cursor === undefined ? undefined : afterCursor(quoteRequests, quoteRequests.createdAt, quoteRequests.id, cursor);
  const rows = await selectBidRows(db, washer, and(awaitingAnswer, after), 'request', availableRequestsPageSize + 1);
  const { page, more } = pageOf(rows, availableRequestsPageSize);
  return {
    requests: page.map((row) => row.request),
    nextCursor: more ? (page.at(-1)?.request.id ?? null) : null,
    total: await countAvailableRequests(db, washer),
  };
}

/** How many requests wait for the washer's answer: Available Requests' count, and the dashboard's. */
export async function countAvailableRequests(db: Db, washer: Pick<Washer, 'id'>): Promise<number> {
  const [waiting] = await db
    .select({ total: count() })
    .from(quoteResponses)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteResponses.requestId))
    .where(and(eq(quoteResponses.washerId, washer.id), awaitingAnswer));
  return waiting?.total ?? 0;
}

function toBid(quote: QuoteRow, request: BidRequest, booking: Bid['booking']): Bid {
  return {
    status: quote.status,
    amountCents: quote.amountCents ?? 0,
    estimatedMinutes: quote.estimatedMinutes ?? 0,
    notes: quote.washerNotes ?? '',
    proposedDate: quote.proposedDate ?? '',
    proposedTime: quote.proposedTime ?? '',
    updatedAt: quote.updatedAt.toISOString(),
    request,
    booking,
  };
}

async function selectBids(db: Db, washer: Washer, where: SQL | undefined, limit?: number) {
  // A quote carries an amount; a request the washer declined without quoting is not a bid.
  const rows = await selectBidRows(db, washer, and(isNotNull(quoteResponses.amountCents), where), 'quote', limit);
  const bookings = await bookingsOfQuotes(
    db,
    rows.map((row) => row.quote.id),
  );
  return rows.map(({ quote, request, changedAt }) => ({
    bid: toBid(quote, request, bookings.get(quote.id) ?? null),
    cursor: placeCursor(changedAt, request.id),
  }));
}

/**
 * My Bids, a page at a time: the washer's quotes, the latest change first, after the place
 * `cursor` (docs/product.md, "Limits"). A bid that changes meanwhile moves up without moving the
 * place, so no other bid is skipped.
 */
export async function listBids(
  db: Db,
  washer: Washer,
  cursor?: string,
): Promise<{ bids: Bid[]; nextCursor: string | null }> {
  const after =
    cursor === undefined ? undefined : afterPlace(quoteResponses.updatedAt, quoteResponses.requestId, cursor);
  const { page, more } = pageOf(await selectBids(db, washer, after, bidsPageSize + 1), bidsPageSize);
  return { bids: page.map((row) => row.bid), nextCursor: more ? (page.at(-1)?.cursor ?? null) : null };
}

async function bidOn(db: Db, washer: Washer, requestId: string): Promise<Bid> {
  const [row] = await selectBids(db, washer, eq(quoteResponses.requestId, requestId));
  if (!row) throw notFound();
  return row.bid;
}

type Executor = Pick<Db, 'select'>;

/** The washer's copy of a request, held until the transaction ends; 404 when it was not sent to them. */
async function lockQuote(tx: Executor, washer: Washer, requestId: string) {
  const [row] = await tx
    .select({ quote: quoteResponses, requestStatus: quoteRequests.status })
    .from(quoteResponses)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteResponses.requestId))
    .where(and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.washerId, washer.id)))
    .for('update', { of: quoteResponses });
  if (!row) throw notFound();
  return row;
}

export type QuoteValues = z.output<typeof quoteInputSchema>;

/**
 * Places or changes the washer's quote on a request sent to them. The proposed start must fit their
 * working hours, blocked time and appointments (409 with what is wrong). Refused once the request
 * is booked or cancelled, or the quote accepted, declined, withdrawn or expired. The owner is told
 * of a new quote, not of every change.
 */
export async function submitQuote(
  db: Db,
  washer: Washer,
  requestId: string,
  input: QuoteValues,
  now = new Date(),
): Promise<Bid> {
  await db.transaction(async (tx) => {
    const { quote, requestStatus } = await lockQuote(tx, washer, requestId);
    if (requestStatus !== 'sent') throw conflict(bidMessages.requestClosed);
    if (!isAwaitingAnswer(quote.status) && !isQuoteOpen(quote.status)) throw conflict(bidMessages.quoteClosed);
    const slot = { date: input.proposedDate, start: input.proposedTime, durationMinutes: input.estimatedMinutes };
    const problem = await slotProblemOf(tx, washer.id, await scheduleOf(tx, washer.id), slot, now);
    if (problem)
      throw new AppError(409, 'schedule_conflict', quoteSlotMessages[problem], {
        proposedTime: quoteSlotMessages[problem],
      });
    await tx
      .update(quoteResponses)
      .set({
        status: 'quoted',
        amountCents: input.amountCents,
        estimatedMinutes: input.estimatedMinutes,
        washerNotes: input.notes,
        proposedDate: input.proposedDate,
        proposedTime: input.proposedTime,
        quotedAt: sql`coalesce(${quoteResponses.quotedAt}, now())`,
      })
      .where(eq(quoteResponses.id, quote.id));
    if (isAwaitingAnswer(quote.status)) await recordEvent(tx, { type: 'quote-sent', requestId, washerId: washer.id });
  });
  return bidOn(db, washer, requestId);
}

/** The washer turns a request down without quoting; it leaves Available Requests. */
export async function declineRequest(db: Db, washer: Washer, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { quote } = await lockQuote(tx, washer, requestId);
    if (!isAwaitingAnswer(quote.status)) throw conflict(bidMessages.alreadyAnswered);
    await tx.update(quoteResponses).set({ status: 'declined' }).where(eq(quoteResponses.id, quote.id));
  });
}

/** The washer takes back a quote the owner has not accepted. */
export async function withdrawQuote(db: Db, washer: Washer, requestId: string): Promise<Bid> {
  await db.transaction(async (tx) => {
    const { quote } = await lockQuote(tx, washer, requestId);
    if (quote.status === 'accepted') throw conflict(bidMessages.acceptedQuote);
    if (!isQuoteOpen(quote.status)) throw conflict(bidMessages.quoteClosed);
    await tx.update(quoteResponses).set({ status: 'withdrawn' }).where(eq(quoteResponses.id, quote.id));
  });
  return bidOn(db, washer, requestId);
}

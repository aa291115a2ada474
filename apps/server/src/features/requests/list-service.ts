import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { answeredQuoteStatuses } from '@sudsy/domain/quote-request-display';
import { quoteRequestsPageSize, type QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { afterCursor, pageOf } from '../../db/pagination';
import { vehicles } from '../vehicles/schema';
import { quoteRequests, quoteResponses } from './schema';

const answered = sql.raw(answeredQuoteStatuses.map((status) => `'${status}'`).join(', '));

/**
 * Per request: washers it went to, and how many of them answered with a quote. Counted for each
 * listed request by the request index, not grouped over every request there is: the grouping
 * took most of a second once the table held tens of thousands (docs/benchmarks.md, server load).
 */
const responseCount = sql<number>`(select count(*)::int from ${quoteResponses} where ${quoteResponses.requestId} = ${quoteRequests.id})`;
const quotedCount = sql<number>`(select count(*)::int from ${quoteResponses} where ${quoteResponses.requestId} = ${quoteRequests.id} and ${quoteResponses.status} in (${answered}))`;

export type RequestRow = typeof quoteRequests.$inferSelect;

/**
 * Requests matching `where` with their vehicle and response counts, newest first. The vehicle is
 * joined on the request's owner too, so a request can only ever name its owner's own vehicle.
 */
async function selectListItems(
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<{ row: RequestRow; item: QuoteRequestListItem }[]> {
  const query = db
    .select({ request: quoteRequests, vehicle: vehicles, responseCount, quotedCount })
    .from(quoteRequests)
    .leftJoin(vehicles, and(eq(vehicles.id, quoteRequests.vehicleId), eq(vehicles.ownerId, quoteRequests.ownerId)))
    .where(where)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ request, vehicle, responseCount, quotedCount }) => ({
    row: request,
    item: {
      id: request.id,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      address: request.address,
      preferredDate: request.preferredDate,
      preferredTime: request.preferredTime,
      serviceIds: request.serviceIds,
      vehicle: vehicle ? { id: vehicle.id, label: vehicleLabel(vehicle) } : null,
      responseCount: responseCount ?? 0,
      quotedCount: quotedCount ?? 0,
    },
  }));
}

/** One request as the list shows it (the request page starts from it), or null. */
export async function requestListItem(db: Db, requestId: string): Promise<QuoteRequestListItem | null> {
  const [listed] = await selectListItems(db, eq(quoteRequests.id, requestId));
  return listed?.item ?? null;
}

/** The owner's requests, newest first; `limit` keeps the latest few (the dashboard's Recent Quote Requests). */
export async function listOwnerRequests(db: Db, ownerId: string, limit?: number): Promise<QuoteRequestListItem[]> {
  const rows = await selectListItems(db, eq(quoteRequests.ownerId, ownerId), limit);
  return rows.map(({ item }) => item);
}

/** A page of the owner's requests, newest first, from `cursor` on (docs/product.md, "Limits"). */
export async function listQuoteRequests(
  db: Db,
  owner: Owner,
  cursor?: string,
): Promise<{ requests: QuoteRequestListItem[]; nextCursor: string | null }> {
  const after =
    cursor === undefined ? undefined : afterCursor(quoteRequests, quoteRequests.createdAt, quoteRequests.id, cursor);
  const rows = await selectListItems(db, and(eq(quoteRequests.ownerId, owner.id), after), quoteRequestsPageSize + 1);
  const { page, more } = pageOf(rows, quoteRequestsPageSize);
  return { requests: page.map(({ item }) => item), nextCursor: more ? (page.at(-1)?.row.id ?? null) : null };
}

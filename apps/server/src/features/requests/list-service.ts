import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { answeredQuoteStatuses } from '@sudsy/domain/quote-request-display';
import { quoteRequestsPageSize, type QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { vehicles } from '../../db/schema';
import { quoteRequests, quoteResponses } from './schema';

const answered = sql.raw(answeredQuoteStatuses.map((status) => `'${status}'`).join(', '));

/** Per request: washers it went to, and how many of them answered with a quote. */
const responseCounts = (db: Db) =>
  db
    .select({
      requestId: quoteResponses.requestId,
      responseCount: sql<number>`count(*)::int`.as('response_count'),
      quotedCount: sql<number>`(count(*) filter (where ${quoteResponses.status} in (${answered})))::int`.as(
        'quoted_count',
      ),
    })
    .from(quoteResponses)
    .groupBy(quoteResponses.requestId)
    .as('response_counts');

export type RequestRow = typeof quoteRequests.$inferSelect;

/**
 * Requests matching `where` with their vehicle and response counts, newest first. The vehicle is
 * joined on the request's owner too, so a request can only ever name its owner's own vehicle.
 */
export async function selectListItems(
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<{ row: RequestRow; item: QuoteRequestListItem }[]> {
  const counts = responseCounts(db);
  const query = db
    .select({
      request: quoteRequests,
      vehicle: vehicles,
      responseCount: counts.responseCount,
      quotedCount: counts.quotedCount,
    })
    .from(quoteRequests)
    .leftJoin(vehicles, and(eq(vehicles.id, quoteRequests.vehicleId), eq(vehicles.ownerId, quoteRequests.ownerId)))
    .leftJoin(counts, eq(counts.requestId, quoteRequests.id))
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

/** The owner's requests, newest first; `limit` keeps the latest few (the dashboard's Recent Quote Requests). */
export async function listOwnerRequests(db: Db, ownerId: string, limit?: number): Promise<QuoteRequestListItem[]> {
  const rows = await selectListItems(db, eq(quoteRequests.ownerId, ownerId), limit);
  return rows.map(({ item }) => item);
}

/**
 * Requests after `cursor` (a request's id) in the list's order: older, or as old with a smaller id.
 * The comparison reads the cursor's row in SQL, at the database's full precision.
 */
function olderThan(cursor: string): SQL {
  return sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) < (select created_at, id from quote_requests where id = ${cursor})`;
}

/** A page of the owner's requests, newest first, from `cursor` on (docs/product.md, "Limits"). */
export async function listQuoteRequests(
  db: Db,
  owner: Owner,
  cursor?: string,
): Promise<{ requests: QuoteRequestListItem[]; nextCursor: string | null }> {
  const where = and(eq(quoteRequests.ownerId, owner.id), cursor === undefined ? undefined : olderThan(cursor));
  const rows = await selectListItems(db, where, quoteRequestsPageSize + 1);
  const page = rows.slice(0, quoteRequestsPageSize);
  const last = page.at(-1);
  return {
    requests: page.map(({ item }) => item),
    nextCursor: rows.length > quoteRequestsPageSize && last ? last.row.id : null,
  };
}

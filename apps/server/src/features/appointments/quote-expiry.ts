import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { expirableQuoteStatuses } from '@sudsy/domain/expiry';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { quoteResponses } from '../requests/schema';
import { washerSchedules } from '../schedule/schema';
import { recordEvent } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';

// Why a sweep for quotes and read time for requests: a quote has a stored status that includes
// 'expired', and many readers act on it (My Bids, the owner's quotes, the acceptance rate, accept
// itself), so writing it once keeps them all in step. A request has no such status; it shows as
// expired where it is displayed (isRequestExpired in @sudsy/domain/expiry), so no row changes.
// Accepting re-checks the start anyway, so the minute between sweeps never books the past.

/**
 * Marks expired every open quote (of one request, when named) whose proposed start (the washer's
 * wall clock, in their zone) is at or before `now`: the SQL form of hasQuoteLapsed. Returns the
 * washers whose quotes it expired, with their requests.
 */
export async function expireLapsedQuotes(
  db: Pick<Db, 'update'>,
  now = new Date(),
  requestId?: string,
): Promise<{ washerId: string; requestId: string }[]> {
  const zone = sql`coalesce((select ${washerSchedules.timeZone} from ${washerSchedules} where ${washerSchedules.washerId} = ${quoteResponses.washerId}), ${defaultTimeZone})`;
  const start = sql`((${quoteResponses.proposedDate} || ' ' || ${quoteResponses.proposedTime})::timestamp at time zone ${zone})`;
  const expired = await db
    .update(quoteResponses)
    .set({ status: 'expired' })
    .where(
      and(
        sql`${quoteResponses.status} in (${sql.join(
          expirableQuoteStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})`,
        isNotNull(quoteResponses.proposedDate),
        isNotNull(quoteResponses.proposedTime),
        sql`${start} <= ${now.toISOString()}::timestamptz`,
        requestId === undefined ? undefined : eq(quoteResponses.requestId, requestId),
      ),
    )
    .returning({ washerId: quoteResponses.washerId, requestId: quoteResponses.requestId });
  return expired;
}

/** One sweep: expires the lapsed quotes and tells each washer, per request, that theirs lapsed. */
export async function sweepLapsedQuotes(db: Db, logger: Logger, now = new Date()): Promise<void> {
  const count = await db.transaction(async (tx) => {
    const expired = await expireLapsedQuotes(tx, now);
    const washersByRequest = new Map<string, string[]>();
    for (const { requestId, washerId } of expired)
      washersByRequest.set(requestId, [...(washersByRequest.get(requestId) ?? []), washerId]);
    for (const [requestId, washerIds] of washersByRequest)
      await recordEvent(tx, { type: 'quotes-lapsed', requestId, washerIds, why: 'start-passed' });
    return expired.length;
  });
  if (count > 0) logger.info({ count }, 'expired lapsed quotes');
}

/** The sweep as a job: every minute and at start, on one instance at a time. */
export function quoteExpiryJob(db: Db, logger: Logger): JobDefinition {
  return {
    name: 'quote-expiry',
    cron: '* * * * *',
    atStart: true,
    sweep: true,
    run: () => sweepPass('quote-expiry', () => sweepLapsedQuotes(db, logger)),
  };
}

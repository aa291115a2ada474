// When offers and requests run out (docs/product.md, "Quotes and bids"). A quote that was not accepted expires once its
// proposed start has passed: nobody can be booked into the past. A request whose preferred date
// has passed without a booking shows as expired: the day it asked for is gone.
import type { QuoteRequestStatus, QuoteResponseStatus } from './quote-request';
import { dateInTimeZone, zonedTimeToInstant } from './schedule-time-zone';

/**
 * A request stores the date the owner wants, not the zone of its place. It counts as past only
 * once that date is over in the latest US zone, so no request anywhere in the US ends early.
 */
export const latestUsTimeZone = 'Pacific/Honolulu';

/** Quotes still open to the owner: these expire; accepted, declined and withdrawn ones are settled. */
export const expirableQuoteStatuses = ['quoted'] as const satisfies readonly QuoteResponseStatus[];
/** Requests still waiting for a booking: these can expire. */
export const expirableRequestStatuses = ['pending', 'sent'] as const satisfies readonly QuoteRequestStatus[];

export type ExpirableQuote = { status: string; proposedDate: string | null; proposedTime: string | null };

/**
 * Whether an open quote's proposed start (the wall clock of `timeZone`, the washer's) is now or
 * past. A quote without a proposed start has nothing to lapse.
 */
export function hasQuoteLapsed(quote: ExpirableQuote, now: Date, timeZone: string): boolean {
  if (!(expirableQuoteStatuses as readonly string[]).includes(quote.status)) return false;
  if (quote.proposedDate === null || quote.proposedTime === null) return false;
  return zonedTimeToInstant(quote.proposedDate, quote.proposedTime, timeZone).getTime() <= now.getTime();
}

/** The date against which a request's preferred date is compared. */
export function requestExpiryToday(now: Date): string {
  return dateInTimeZone(now, latestUsTimeZone);
}

export type ExpirableRequest = { status: string; preferredDate: string | null };

/** A request still waiting for a booking whose preferred date is before `today` ('yyyy-MM-dd'). */
export function isRequestExpired(request: ExpirableRequest, today: string): boolean {
  if (!(expirableRequestStatuses as readonly string[]).includes(request.status)) return false;
  return request.preferredDate !== null && request.preferredDate < today;
}

export const expiredBadgeText = 'Expired';

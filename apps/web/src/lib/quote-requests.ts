import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import { quoteRequestDetailResponseSchema, type QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import type { AcceptQuote } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

// The owner's request operations that two pages use: the request's own page and the page of a
// booking its washer cancelled (docs/product.md, "The booking page"). Each page's hook refreshes
// its own queries.

/** One of the owner's requests with its photos and the washers it went to; 404 when it is not theirs. */
export async function getQuoteRequest(id: string): Promise<QuoteRequestDetail> {
  const body = await apiFetch(`/api/quote-requests/${encodeURIComponent(id)}`);
  return parseAnswer(quoteRequestDetailResponseSchema, body).request;
}

/** Books a washer's quote, once or repeated; 409 when the washer is no longer free then or the request closed meanwhile. */
export async function acceptQuote({
  requestId,
  washerId,
  ...json
}: AcceptQuote & { requestId: string; washerId: string }): Promise<Booking> {
  const body = await apiFetch(
    `/api/quote-requests/${encodeURIComponent(requestId)}/quotes/${encodeURIComponent(washerId)}/accept`,
    { method: 'POST', json },
  );
  return parseAnswer(bookingResponseSchema, body).booking;
}

/** Calls off a request that is not booked; the washers' open quotes are withdrawn. */
export async function cancelRequest(requestId: string): Promise<void> {
  await apiFetch(`/api/quote-requests/${encodeURIComponent(requestId)}/cancel`, { method: 'POST' });
}

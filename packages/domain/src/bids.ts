// The washer's Service Bids page (docs/product.md, "Quotes and bids"): Available Requests and My Bids, with their texts
// verbatim, and what GET /api/bids/available and GET /api/bids answer.
import { z } from 'zod';
import { bookingSchema } from './booking';
import { vehicleTypes } from './constants';
import { nextCursorSchema } from './pagination';
import { quoteRequestStatuses, quoteResponseStatuses } from './quote-request';
import { quoteRequestPhotoSchema } from './quote-request-views';
import type { ToastText } from './schedule-messages';

export const bidsPageTexts = {
  title: 'Service Bids',
  subtitle: 'Answer the quote requests car owners send you and follow the quotes you have placed.',
  availableTab: 'Available Requests',
  myBidsTab: 'My Bids',
  noAvailable: { title: 'No available requests', description: 'There are currently no service requests in your area' },
  noBids: {
    title: 'No bids placed',
    description: "You haven't placed any bids yet. Go to the Available Requests tab to find jobs.",
  },
  /** Ours: under each tab while more are not loaded. */
  moreRequests: 'Load older requests',
  moreBids: 'Load more bids',
} as const;

/** Why the server refuses to change a bid (409). */
export const bidMessages = {
  requestClosed: 'This request is no longer open: the customer has booked or cancelled it.',
  quoteClosed: 'This quote can no longer be changed.',
  acceptedQuote: 'The customer has accepted this quote. Cancel the appointment instead.',
  alreadyAnswered: 'You have already answered this request.',
} as const;

export const bidToasts = {
  quoted: { title: 'Quote sent', description: 'The customer can now accept it.' },
  updated: { title: 'Quote updated', description: 'The customer sees your new quote.' },
  declined: { title: 'Request declined', description: 'It has been removed from your available requests.' },
  withdrawn: { title: 'Quote withdrawn', description: 'The customer can no longer accept it.' },
  failed: { title: 'Something went wrong', description: 'Please try again.' },
} as const satisfies Record<string, ToastText>;

/** What the washer is asked to do: the job, the car, the place and the owner's wishes. */
export const bidRequestSchema = z.object({
  id: z.string(),
  status: z.enum(quoteRequestStatuses),
  /** ISO instant the owner sent it. */
  createdAt: z.string(),
  /** The owner's user id, to write to them. */
  ownerId: z.string(),
  ownerName: z.string(),
  serviceIds: z.array(z.string()),
  vehicle: z.string().nullable(),
  /** The named vehicle's type, which the washer's size surcharge reads; null when none is named. */
  vehicleType: z.enum(vehicleTypes).nullable(),
  /** The washer's own prices for these services and this car (suggestedQuoteCents): the quote dialog's first amount. */
  suggestedAmountCents: z.number().int().nullable(),
  /** The street once this washer is booked for it; before, only the area (placeBeforeBooking). */
  address: z.string(),
  /** Miles from the washer's service centre; null when either place is unknown. */
  distanceMiles: z.number().nullable(),
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  notes: z.string(),
  photos: z.array(quoteRequestPhotoSchema),
});
export type BidRequest = z.infer<typeof bidRequestSchema>;

/**
 * Where a request is, as a washer reads it before they are booked for it (docs/product.md, "The
 * booking page"): the town and state with the ZIP code, never the street. US addresses end "town,
 * ST 12345", so of three parts or more the last two are kept ("Apt 4, 600 Congress Ave, Austin, TX
 * 78701" → "Austin, TX 78701"); of two, the first goes when it holds a house number ("600 Congress
 * Ave, 78701" → "78701") and stays when it is a town ("Boise, ID 83702"); one part (a ZIP code, a
 * town) is an area already. The distance from the washer's base still tells them how far it is.
 */
export function placeBeforeBooking(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length >= 3) return parts.slice(-2).join(', ');
  const [first, last] = parts;
  if (first !== undefined && last !== undefined && /\d/.test(first)) return last;
  return parts.join(', ');
}

/** How many requests GET /api/bids/available answers at a time, newest first. */
export const availableRequestsPageSize = 20;
/** A page of Available Requests (the cursor is the last request's id) and how many wait in all. */
export const availableRequestsResponseSchema = z.object({
  requests: z.array(bidRequestSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});

/** One of the washer's quotes, the request it answers and, once accepted, its appointment. */
export const bidSchema = z.object({
  status: z.enum(quoteResponseStatuses),
  amountCents: z.number().int(),
  estimatedMinutes: z.number().int(),
  notes: z.string(),
  proposedDate: z.string(),
  proposedTime: z.string(),
  /** ISO instant of the last change. */
  updatedAt: z.string(),
  request: bidRequestSchema,
  booking: bookingSchema.nullable(),
});
export type Bid = z.infer<typeof bidSchema>;

/** How many quotes GET /api/bids answers at a time, the latest change first. */
export const bidsPageSize = 20;
/** A page of My Bids; the cursor is the last bid's request id. */
export const bidsResponseSchema = z.object({ bids: z.array(bidSchema), nextCursor: nextCursorSchema });
export const bidResponseSchema = z.object({ bid: bidSchema });

/** Distance as the card shows it: one decimal under 10 miles, whole miles beyond. */
export function formatDistance(miles: number): string {
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'} away`;
}

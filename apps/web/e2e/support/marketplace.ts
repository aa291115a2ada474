import { expect } from '@playwright/test';
import { addDays, format, isWeekend } from 'date-fns';
import sharp from 'sharp';
import type { Booking } from '@sudsy/domain/booking';
import type { QuoteInput } from '@sudsy/domain/quote';
import type { ReviewInput } from '@sudsy/domain/review';
import type { TestUser } from './accounts';
import { asUser } from './api';
import type { Place } from './places';

// The steps of the marketplace loop through the API, for journeys that test a later step in the
// browser: each journey drives only its own step through the pages and starts from data made here.

/** A Monday to Friday at least `days` ahead: a new washer works 09:00–17:00 then. */
export function weekdayAhead(days: number): string {
  let day = addDays(new Date(), days);
  while (isWeekend(day)) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

/** A small photo of one colour, a JPEG as a phone camera would upload unless a PNG is asked for. */
export function photoOf(color: { r: number; g: number; b: number }, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The owner asks the washer (or washers) for an express wash at `place`, as the search wizard does. Returns the request's id. */
export function requestQuoteThroughApi(
  owner: TestUser,
  washerId: string | readonly string[],
  place: Place,
  fields: { notes?: string } = {},
): Promise<string> {
  return asUser(owner, async (api) => {
    const created = await api.post('/api/quote-requests', {
      data: {
        source: 'washer-search',
        washerIds: typeof washerId === 'string' ? [washerId] : washerId,
        serviceIds: ['express-wash'],
        address: place.label,
        coordinates: place.point,
        ...fields,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { request: { id: string } }).request.id;
  });
}

/** The washer's quote on the request: by default $85 for an hour at 10:00 on a weekday ahead. */
export async function quoteThroughApi(
  washer: TestUser,
  requestId: string,
  quote: Partial<QuoteInput> = {},
): Promise<QuoteInput> {
  const placed: QuoteInput = {
    amountCents: 8500,
    estimatedMinutes: 60,
    notes: 'I bring my own water.',
    proposedDate: weekdayAhead(3),
    proposedTime: '10:00',
    ...quote,
  };
  await asUser(washer, async (api) => {
    const response = await api.put(`/api/bids/${requestId}`, { data: placed });
    expect(response.status(), await response.text()).toBe(200);
  });
  return placed;
}

/** The owner accepts the washer's quote: the appointment is booked. */
export function bookThroughApi(owner: TestUser, requestId: string, washerId: string): Promise<Booking> {
  return asUser(owner, async (api) => {
    const accepted = await api.post(`/api/quote-requests/${requestId}/quotes/${washerId}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(201);
    return ((await accepted.json()) as { booking: Booking }).booking;
  });
}

/** The washer marks the appointment completed, with before and after photos. */
export async function completeThroughApi(washer: TestUser, appointmentId: string): Promise<void> {
  const [before, after] = await Promise.all([photoOf({ r: 120, g: 80, b: 40 }), photoOf({ r: 30, g: 140, b: 220 })]);
  await asUser(washer, async (api) => {
    const completed = await api.post(`/api/appointments/${appointmentId}/complete`, {
      multipart: {
        before: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: before },
        after: { name: 'after.jpg', mimeType: 'image/jpeg', buffer: after },
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);
  });
}

/** The owner rates the completed appointment and lets the washer show its photos. */
export async function reviewThroughApi(owner: TestUser, appointmentId: string, review: ReviewInput): Promise<void> {
  await asUser(owner, async (api) => {
    const rated = await api.post(`/api/appointments/${appointmentId}/review`, { data: review });
    expect(rated.status(), await rated.text()).toBe(201);
    const consent = await api.put(`/api/appointments/${appointmentId}/portfolio-consent`, { data: { consent: true } });
    expect(consent.status(), await consent.text()).toBe(200);
  });
}

import { randomBytes } from 'node:crypto';
import type { Booking } from '@sudsy/domain/booking';
import type { QuoteInput } from '@sudsy/domain/quote';
import type { TestUser } from './accounts';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi } from './marketplace';
import { createPayingOwner } from './payments';
import { places } from './places';
import { createWasherWithProfile, workAllWeek, type WasherWithProfile } from './washers';

// A job booked ahead through the API, for journeys that start from a booking: the washer's day,
// cancelling from the schedule, moving a booking.

export type BookedJob = {
  /** A new washer with a profile in Boise, working every day 09:00–17:00 UTC, so times read as the job's. */
  washer: WasherWithProfile;
  /** A new owner with a card saved. */
  owner: TestUser;
  requestId: string;
  /** The quote booked: by default an hour at 10:00 three weekdays ahead, for $85. */
  quote: QuoteInput;
  booking: Booking;
  appointmentId: string;
};

/**
 * The owner's express wash in Boise, quoted by the washer and booked. `washerName` is the washer's
 * business name, a random tag after it so runs never meet; `quote` changes the quote booked.
 */
export async function bookedJobThroughApi({
  washerName = 'Boise Booked',
  quote = {},
}: { washerName?: string; quote?: Partial<QuoteInput> } = {}): Promise<BookedJob> {
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(`${washerName} ${randomBytes(3).toString('hex')}`, {
      place: places.bookingJourney,
      workRadiusMiles: 20,
    }),
    createPayingOwner(),
  ]);
  await workAllWeek(washer, 'UTC');
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  const placed = await quoteThroughApi(washer, requestId, { proposedTime: '10:00', estimatedMinutes: 60, ...quote });
  const booking = await bookThroughApi(owner, requestId, washer.id);
  return { washer, owner, requestId, quote: placed, booking, appointmentId: booking.appointmentId };
}

import { randomBytes } from 'node:crypto';
import type { Booking } from '@sudsy/domain/booking';
import { soonStart } from '@sudsy/domain/testing/soon-start';
import type { TestUser } from './accounts';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi } from './marketplace';
import { createPayingOwner } from './payments';
import { places } from './places';
import { createWasherWithProfile, workAllWeek, type WasherArea, type WasherWithProfile } from './washers';

// A job can be completed only once it has started, and a quote can only propose a start still
// ahead: a journey that completes a job needs one booked for the next minute, then waits for it.
// The pool books its jobs when the worker starts, so by the time a journey takes one it has
// usually started already.

/**
 * A started booking, paid through Sudsy as every booking is: the washer's payouts on (their
 * connected account `accountId`), the owner's 4242 saved first.
 */
export type StartedBooking = {
  washer: WasherWithProfile;
  owner: TestUser;
  booking: Booking;
  startsAt: Date;
  accountId: string;
};

const boise: WasherArea = { place: places.bookingJourney, northDegrees: 0.01, workRadiusMiles: 20, experienceYears: 4 };
const jobMinutes = 15;
// Quote and acceptance take well under a second; a start closer than this could pass meanwhile.
const leadMs = 10_000;

/** A new washer and paying owner, the owner's express wash with the washer booked to start within about a minute. */
async function bookStartingSoon(): Promise<StartedBooking> {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createPayingOwner()]);
  return bookSoonBetween(washer, owner);
}

/** A washer with a profile in the booking journeys' place, working there. */
export function newBoiseWasher(): Promise<WasherWithProfile> {
  return createWasherWithProfile(`Boise Prompt ${randomBytes(3).toString('hex')}`, boise);
}

/**
 * The owner's express wash with this washer, booked through a quote to start within about a minute,
 * or `ahead` from now (a booking whose hold must not meet its card-fix deadline during the journey).
 */
export async function bookSoonBetween(
  washer: WasherWithProfile,
  owner: TestUser,
  { ahead = leadMs }: { ahead?: number } = {},
): Promise<StartedBooking> {
  const start = soonStart(new Date(), { leadMs: ahead, jobMinutes });
  await workAllWeek(washer, start.timeZone);
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  await quoteThroughApi(washer, requestId, {
    proposedDate: start.date,
    proposedTime: start.time,
    estimatedMinutes: jobMinutes,
  });
  const booking = await bookThroughApi(owner, requestId, washer.id);
  return { washer, owner, booking, startsAt: start.startsAt, accountId: washer.accountId };
}

/** Waits until the booking's job has started on this machine's clock, which the product shares. */
async function untilStarted<T extends StartedBooking>(started: T): Promise<T> {
  const waitMs = started.startsAt.getTime() - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  return started;
}

/** Bookings made ahead, handed out one each; once they run out, a new one is booked on demand. */
export function startedBookingPool(size: number) {
  const made = Array.from({ length: size }, () => bookStartingSoon());
  // A failure surfaces in the journey that takes the booking, not as an unhandled rejection.
  for (const booking of made) booking.catch(() => undefined);
  return {
    take: (): Promise<StartedBooking> => (made.shift() ?? bookStartingSoon()).then(untilStarted),
    settled: () => Promise.allSettled(made),
  };
}

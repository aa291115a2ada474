// Where and at what price a demo job fits a washer, shared by every part of the demo set that books
// one (demo-set.ts). Each washer takes at most one job or open quote a day, so no demo booking ever
// overlaps another and every proposed time can still be accepted.
import { slotEnd, weekdayOf } from '@sudsy/domain/booking';
import { suggestedQuoteCents } from '@sudsy/domain/quote';
import { addDays, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { SizeSurcharges } from '@sudsy/domain/size-pricing';
import { fromMinutes, toMinutes, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { ServiceOffering } from '@sudsy/domain/washer-profile';
import type { DemoVehicle } from './demo-accounts';
import { demoHash } from './demo-washer-details';
import type { DemoWasher } from './demo-washers';

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/** A demo washer once their account, profile and working week are written. */
export type PlacedWasher = {
  washer: DemoWasher;
  id: string;
  offerings: ServiceOffering[];
  hours: WeeklyAvailability;
  timeZone: string;
  sizeSurcharges: SizeSurcharges;
  /** Dates with a job or an open quote: one a day keeps every demo booking clear of the others. */
  busy: Set<string>;
};
/** The placed washer of a slug; throws for a slug that is not in demo-washers.ts. */
export type WasherOf = (slug: string) => PlacedWasher;

export type Slot = { date: string; start: string; end: string };
export type Job = { slot: Slot; serviceIds: string[] };

export function minutesOf(washer: PlacedWasher, serviceIds: readonly string[]): number {
  return serviceIds.reduce(
    (sum, id) => sum + (washer.offerings.find((offering) => offering.serviceId === id)?.estimatedMinutes ?? 0),
    0,
  );
}

/** The washer's own price for the services and the car, as the quote dialog suggests it, to $5. */
export function priceOf(washer: PlacedWasher, serviceIds: readonly string[], car: DemoVehicle, extraCents = 0): number {
  const suggested =
    suggestedQuoteCents(serviceIds, car.type, {
      offerings: washer.offerings,
      customServices: [],
      sizeSurcharges: washer.sizeSurcharges,
    }) ?? 0;
  return Math.round((suggested + extraCents) / 500) * 500;
}

/**
 * The first free working day from `from`, stepping a day at a time forwards (1) or back (-1), with
 * a start that fits `minutes` inside one of the day's slots; `variant` moves the start along in
 * half hours. The day is then taken.
 */
function findSlot(washer: PlacedWasher, from: string, step: 1 | -1, minutes: number, variant: number): Slot | null {
  for (let days = 0; days < 28; days += 1) {
    const date = addDays(from, days * step);
    const day = washer.hours[weekdayOf(date)];
    if (washer.busy.has(date) || !day.enabled) continue;
    for (const hours of day.timeSlots) {
      const room = toMinutes(hours.end) - toMinutes(hours.start) - minutes;
      if (room < 0) continue;
      const start = fromMinutes(toMinutes(hours.start) + 30 * (variant % (Math.floor(room / 30) + 1)));
      const end = slotEnd(start, minutes);
      if (end === null) continue;
      washer.busy.add(date);
      return { date, start, end };
    }
  }
  return null;
}

/** A slot for the services, or for the first of them alone when all of them fit no day. */
export function fitJob(
  washer: PlacedWasher,
  from: string,
  step: 1 | -1,
  serviceIds: readonly string[],
  variant: number,
): Job | null {
  for (const ids of [serviceIds, serviceIds.slice(0, 1)]) {
    const slot = findSlot(washer, from, step, minutesOf(washer, ids), variant);
    if (slot) return { slot, serviceIds: [...ids] };
  }
  return null;
}

/** Requested a few days before the job and booked a few hours after asking. */
export function pastTimes(washer: PlacedWasher, job: Job, seed: string): { requestedAt: Date; bookedAt: Date } {
  const startsAt = zonedTimeToInstant(job.slot.date, job.slot.start, washer.timeZone);
  const requestedAt = new Date(startsAt.getTime() - (2 + (demoHash(seed, 'asked') % 5)) * dayMs - 5 * hourMs);
  const bookedAt = new Date(requestedAt.getTime() + (2 + (demoHash(seed, 'booked') % 20)) * hourMs);
  return { requestedAt, bookedAt };
}

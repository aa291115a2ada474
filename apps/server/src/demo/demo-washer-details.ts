// What each demo washer has besides their listing: working hours, certifications, cancellation
// notice and size pricing. Chosen by rules and a hash of the washer's slug, so every database gets
// the same demo and nothing here needs a random number generator.
import { certificationIds, type CertificationId } from '@sudsy/domain/certifications';
import type { CancellationNoticeHours } from '@sudsy/domain/cancellation-policy';
import { defaultSizeSurcharges, type SizeSurcharges } from '@sudsy/domain/size-pricing';
import { weekdays, type TimeSlot, type WeeklyAvailability, type Weekday } from '@sudsy/domain/time-slots';
import type { DemoWasher } from './demo-washers';

/** A stable number from text (FNV-1a): the same demo on every machine. */
export function demoHash(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of `options`, the same one for the same parts. */
export function demoPick<T>(options: readonly T[], ...parts: readonly (string | number)[]): T {
  const option = options[demoHash(...parts) % options.length];
  if (option === undefined) throw new Error('demoPick needs options');
  return option;
}

const slot = (start: string, end: string): TimeSlot => ({ start, end });

/** A week from the days worked; every other day is off (it keeps a slot, as the editor does). */
function week(worked: Partial<Record<Weekday, TimeSlot[]>>): WeeklyAvailability {
  return Object.fromEntries(
    weekdays.map((day) => {
      const slots = worked[day];
      return [day, { enabled: slots !== undefined, timeSlots: slots ?? [slot('09:00', '17:00')] }];
    }),
  ) as WeeklyAvailability;
}

const on = (days: readonly Weekday[], slots: TimeSlot[]) => Object.fromEntries(days.map((day) => [day, slots]));
const mondayToFriday: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** Working weeks as real small businesses keep them; the eight washers of a city get all eight. */
export const demoWorkingWeeks: readonly WeeklyAvailability[] = [
  // Office hours and Saturday mornings.
  week({ ...on(mondayToFriday, [slot('08:00', '17:00')]), Saturday: [slot('09:00', '14:00')] }),
  // Tuesday to Saturday.
  week(on(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], [slot('09:00', '18:00')])),
  // Early starts, done by mid-afternoon.
  week(on(mondayToFriday, [slot('07:00', '15:30')])),
  // Late finishes for people who work days, and Saturdays.
  week({ ...on(mondayToFriday, [slot('11:00', '20:00')]), Saturday: [slot('10:00', '16:00')] }),
  // Six days with a lunch break.
  week(on([...mondayToFriday, 'Saturday'], [slot('08:00', '12:00'), slot('13:00', '18:00')])),
  // Wednesday to Sunday: weekends are busy.
  week(on(['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], [slot('09:00', '17:00')])),
  // Four long days.
  week(on(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], [slot('07:30', '18:30')])),
  // From dawn, and Saturday mornings.
  week({ ...on(mondayToFriday, [slot('06:00', '14:00')]), Saturday: [slot('07:00', '12:00')] }),
];

/** The washer's week: the n-th washer of a city works the n-th week. */
export function workingWeekOf(indexInCity: number): WeeklyAvailability {
  return demoWorkingWeeks[indexInCity % demoWorkingWeeks.length] as WeeklyAvailability;
}

const offers = (washer: DemoWasher, ...serviceIds: string[]) =>
  washer.services.some(([serviceId]) => serviceIds.includes(serviceId));

/**
 * Certifications a business like this would hold: detailers with some years have the detailing one,
 * green businesses the eco one, coating and correction shops the luxury one; most are insured and
 * many certified for mobile work. A few new businesses have none.
 */
export function certificationsOf(washer: DemoWasher): CertificationId[] {
  const held = new Set<CertificationId>();
  if (offers(washer, 'exterior-detail', 'interior-detail', 'full-detail') && washer.experienceYears >= 6)
    held.add('detail-cert');
  if (
    /\b(eco|green|waterless|biodegradable|salmon-safe|non-toxic|plant-based)/i.test(
      `${washer.businessName} ${washer.bio}`,
    )
  )
    held.add('eco-cert');
  if (
    offers(washer, 'ceramic-coating', 'multi-stage-correction') ||
    /\b(luxury|exotic|collector|concours)/i.test(washer.bio)
  )
    held.add('luxury-cert');
  if (demoHash(washer.slug, 'mobile') % 10 < 6) held.add('mobile-cert');
  if (washer.experienceYears >= 5 || demoHash(washer.slug, 'insured') % 2 === 0) held.add('insurance-cert');
  return certificationIds.filter((id) => held.has(id));
}

/** Coating and correction work is planned days ahead; quick washes need little or no notice. */
export function cancellationNoticeOf(washer: DemoWasher): CancellationNoticeHours {
  if (offers(washer, 'ceramic-coating', 'multi-stage-correction')) return 48;
  if (washer.experienceYears >= 10) return 24;
  return demoPick([0, 2, 12, 24] as const, washer.slug, 'notice');
}

const surchargeStyles: readonly SizeSurcharges[] = [
  defaultSizeSurcharges,
  { sedan: 0, suv: 10, truck: 20, van: 20, sports: 0, other: 0 },
  { sedan: 0, suv: 20, truck: 30, van: 35, sports: 15, other: 10 },
  { sedan: 0, suv: 15, truck: 25, van: 25, sports: 25, other: 5 },
];

export function sizeSurchargesOf(washer: DemoWasher): SizeSurcharges {
  return demoPick(surchargeStyles, washer.slug, 'sizes');
}

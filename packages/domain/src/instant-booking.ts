// Instant booking (docs/product.md, "Instant booking"): a washer who turns it on lets owners book a
// free slot at once, for the services they list at their listed prices, with a minimum notice. The
// free slots are those of the search's free-time rule (free-time.ts), read in the washer's zone.
import { z } from 'zod';
import { freeTimeStepMinutes } from './free-time';
import { wallClockOf } from './schedule-time-zone';
import { serviceIdsSchema, serviceRequestFormSchema } from './quote-request';
import { repeatSchema } from './repeat-series';
import { plannedInstantSchema } from './schedule-schemas';
import { servicesQueryParam } from './washer-search';
import { sizeSurchargesSchema } from './size-pricing';
import { bookingCarsMessages, extraCarsSchema, moreCarsQueryParam } from './booking-cars';

/** The notice a washer may ask before an instant booking, in hours. */
export const instantNoticeOptions = [1, 2, 4, 12, 24, 48] as const;
export const defaultInstantNoticeHours = 2;
/** Book now offers the free starts of this many days, today first: a fortnight to plan around. */
export const instantBookingHorizonDays = 14;
/** Every free start of a day (one each freeTimeStepMinutes), and so at most this many in all. */
export const slotsPerDay = (24 * 60) / freeTimeStepMinutes;
export const maxListedSlots = slotsPerDay * instantBookingHorizonDays;

export const instantBookingMessages = {
  off: 'This washer does not take instant bookings. Ask for a quote instead.',
  slotTaken: 'This time has just been taken. Choose another free time.',
  notOffered: 'This washer does not offer every chosen service.',
  saved: 'Instant booking settings saved.',
  profileFirst: 'Save your business profile first.',
  chooseTime: 'Choose a free time.',
  chooseVehicle: 'Choose your vehicle.',
  notYourVehicle: 'Choose one of your vehicles.',
  booked: 'Booked! The washer has your appointment.',
} as const;

export const instantBookingSettingsSchema = z.object({
  enabled: z.boolean(),
  noticeHours: z
    .number()
    .int()
    .refine(
      (hours) => (instantNoticeOptions as readonly number[]).includes(hours),
      'Choose one of the notice options.',
    ),
});
export type InstantBookingSettings = z.infer<typeof instantBookingSettingsSchema>;

/**
 * The settings as the washer reads them, with whether they can be paid for bookings: with
 * payments on, instant booking cannot be turned on before payouts are set up.
 */
export const instantBookingSettingsViewSchema = instantBookingSettingsSchema.extend({ payoutsReady: z.boolean() });
export type InstantBookingSettingsView = z.infer<typeof instantBookingSettingsViewSchema>;

/** GET /api/washers/{id}/free-slots: the services asked for, as the search sends them, and any further cars' (booking-cars.ts). */
export const freeSlotsQuerySchema = z.object({ services: servicesQueryParam, more: moreCarsQueryParam.default([]) });

export const freeSlotsSchema = z.object({
  /** Whether the washer takes instant bookings at all; without it the list is empty. */
  instantBooking: z.boolean(),
  noticeHours: z.number().int(),
  /** The washer's cancellation notice, which a booking made now takes as its terms. */
  cancellationNoticeHours: z.number().int(),
  /** The washer's zone: slots are their wall clock, shown in the owner's. */
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  /** The services at the washer's listed prices; the car's size pricing comes on top (priceForVehicle). */
  servicesCents: z.number().int(),
  /** The same for each further car asked for (`more`), in order. */
  moreServicesCents: z.array(z.number().int()),
  sizeSurcharges: sizeSurchargesSchema,
  /** Every free start (ISO instants), earliest first, within instantBookingHorizonDays. */
  slots: z.array(z.string()),
});
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

/** POST /api/washers/{id}/instant-bookings. */
export const instantBookingSchema = z
  .object({
    serviceIds: serviceIdsSchema,
    /** One of the washer's free starts, as the slot list gave it. */
    start: plannedInstantSchema(instantBookingMessages.chooseTime),
    vehicleId: z.string().min(1, instantBookingMessages.chooseVehicle).max(64),
    // Where and what else, by the Create Service Request form's rules.
    address: serviceRequestFormSchema.shape.address,
    coordinates: serviceRequestFormSchema.shape.coordinates.default(null),
    notes: serviceRequestFormSchema.shape.notes,
    /** Book it again every few weeks (repeat-series.ts); null: once. */
    repeat: repeatSchema.nullable().default(null),
    /** Further cars of the owner washed on the same visit, each with its services (booking-cars.ts). */
    moreCars: extraCarsSchema.default([]),
  })
  .superRefine((booking, context) => {
    const vehicleIds = [booking.vehicleId, ...booking.moreCars.map((car) => car.vehicleId)];
    if (new Set(vehicleIds).size < vehicleIds.length)
      context.addIssue({ code: 'custom', message: bookingCarsMessages.sameCarTwice, path: ['moreCars'] });
  });
export type InstantBooking = z.input<typeof instantBookingSchema>;
export type InstantBookingRequest = z.output<typeof instantBookingSchema>;

/** How Book now splits a day's free starts (ours), by the owner's wall clock: before noon, before 5 PM, after. */
export const dayParts = [
  { part: 'morning', label: 'Morning', beforeMinute: 12 * 60 },
  { part: 'afternoon', label: 'Afternoon', beforeMinute: 17 * 60 },
  { part: 'evening', label: 'Evening', beforeMinute: 24 * 60 },
] as const;
export type DayPart = (typeof dayParts)[number]['part'];

/** One day of free starts in the owner's zone: its date, and its starts by part of the day (parts without any left out). */
export type FreeDay = {
  date: string;
  count: number;
  parts: { part: DayPart; label: string; starts: { start: string; minutes: number }[] }[];
};

/** The free starts (ISO instants, earliest first) as Book now lists them: by the owner's day, then part of the day. */
export function freeStartsByDay(slots: readonly string[], timeZone: string): FreeDay[] {
  const days = new Map<string, { start: string; minutes: number }[]>();
  for (const start of slots) {
    const { date, minutes } = wallClockOf(new Date(start), timeZone);
    const starts = days.get(date) ?? [];
    starts.push({ start, minutes });
    days.set(date, starts);
  }
  return [...days].map(([date, starts]) => {
    let from = 0;
    const parts = dayParts.flatMap(({ part, label, beforeMinute }) => {
      const inPart = starts.filter((slot) => slot.minutes >= from && slot.minutes < beforeMinute);
      from = beforeMinute;
      return inPart.length > 0 ? [{ part, label, starts: inPart }] : [];
    });
    return { date, count: starts.length, parts };
  });
}

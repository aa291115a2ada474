import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { slotEnd, type Booking } from '@sudsy/domain/booking';
import { carsDescription } from '@sudsy/domain/booking-cars';
import { freeTimeFinder, freeTimeNoticeMinutes, jobMinutes, searchWindows } from '@sudsy/domain/free-time';
import {
  instantBookingHorizonDays,
  instantBookingMessages,
  maxListedSlots,
  slotsPerDay,
  type FreeSlots,
  type InstantBookingRequest,
  type InstantBookingSettings,
  type InstantBookingSettingsView,
} from '@sudsy/domain/instant-booking';
import { bookingPaymentTexts } from '@sudsy/domain/job-payment';
import { addDays, dateInTimeZone, wallClockOf } from '@sudsy/domain/schedule-time-zone';
import { fromMinutes } from '@sudsy/domain/time-slots';
import { searchServicePrices } from '@sudsy/domain/washer-search';
import { priceForVehicle, type SizeSurcharges } from '@sudsy/domain/size-pricing';
import type { Owner, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { user } from '../../auth/schema';
import { vehicles } from '../vehicles/schema';
import { washerProfiles } from '../washer-setup/schema';
import { AppError, conflict, invalidFields, notFound } from '../../http/app-error';
import { lockWasherSchedule, scheduleOf } from './availability';
import {
  insertBooking,
  paymentTermsOrRefuse,
  recordBooking,
  vehicleDescription,
  type BookingTerms,
} from './booking-service';
import { hasPublicPage } from '../washer-setup';
import { calendarsOf } from './free-time-query';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A taken (or never free) slot: 409 with the washer's next free starts to choose from. */
class SlotTaken extends AppError {
  constructor(readonly freeSlots: string[]) {
    super(409, 'slot_taken', instantBookingMessages.slotTaken);
  }

  override toBody() {
    const body = super.toBody();
    return { error: { ...body.error, freeSlots: this.freeSlots } };
  }
}

type WasherOffer = {
  instantBooking: boolean;
  noticeHours: number;
  cancellationNoticeHours: number;
  selectedServices: string[];
  serviceOfferings: (typeof washerProfiles.$inferSelect)['serviceOfferings'];
  customServices: (typeof washerProfiles.$inferSelect)['customServices'];
  sizeSurcharges: SizeSurcharges;
};

/** What a washer with a public page offers for instant booking; 404 for anyone else. */
async function offerOf(db: Executor, washerId: string): Promise<WasherOffer> {
  const [row] = await db
    .select({
      instantBooking: washerProfiles.instantBooking,
      noticeHours: washerProfiles.instantNoticeHours,
      cancellationNoticeHours: washerProfiles.cancellationNoticeHours,
      selectedServices: washerProfiles.selectedServices,
      serviceOfferings: washerProfiles.serviceOfferings,
      customServices: washerProfiles.customServices,
      sizeSurcharges: washerProfiles.sizeSurcharges,
    })
    .from(washerProfiles)
    .innerJoin(user, eq(user.id, washerProfiles.userId))
    .where(and(eq(washerProfiles.userId, washerId), hasPublicPage));
  if (!row) throw notFound();
  return row;
}

/** One car's job at the washer's listed prices: its length and what the services cost before size pricing. */
function jobOf(offer: WasherOffer, serviceIds: readonly string[]) {
  return {
    minutes: jobMinutes(serviceIds, offer.selectedServices, offer.serviceOfferings, offer.customServices),
    servicesCents: searchServicePrices(serviceIds, offer.selectedServices, offer.serviceOfferings, offer.customServices)
      .estimatedTotalCents,
  };
}

/** A visit for several cars lasts their jobs end to end. */
const visitMinutes = (offer: WasherOffer, cars: readonly (readonly string[])[]) =>
  cars.reduce((sum, serviceIds) => sum + jobOf(offer, serviceIds).minutes, 0);

/** The notice before an instant booking may start: the washer's, and never less than the search's. */
const earliestStart = (offer: WasherOffer, now: Date) =>
  new Date(now.getTime() + Math.max(offer.noticeHours * 60, freeTimeNoticeMinutes) * 60_000);

/** The washer's free starts for the job within the fortnight, in their zone (the free-time rule of the search). */
async function slotsFor(db: Executor, washerId: string, offer: WasherOffer, minutes: number, now: Date) {
  const { timeZone } = await scheduleOf(db, washerId);
  const today = dateInTimeZone(now, timeZone);
  const windows = searchWindows({}, timeZone, today, instantBookingHorizonDays);
  const last = addDays(today, instantBookingHorizonDays + 1);
  const calendar = (await calendarsOf(db, [washerId], addDays(today, -1), last)).get(washerId);
  const starts = calendar
    ? freeTimeFinder(windows, earliestStart(offer, now)).starts(calendar, minutes, slotsPerDay, maxListedSlots)
    : [];
  return { timeZone, slots: starts.map((start) => start.toISOString()) };
}

/** GET /api/washers/{id}/free-slots: what an owner may book at once, or an empty list when the washer does not take instant bookings. */
export async function freeSlotsOf(
  db: Db,
  washerId: string,
  serviceIds: string[],
  moreCars: string[][] = [],
  now = new Date(),
): Promise<FreeSlots> {
  const offer = await offerOf(db, washerId);
  const { servicesCents } = jobOf(offer, serviceIds);
  const minutes = visitMinutes(offer, [serviceIds, ...moreCars]);
  const { timeZone, slots } =
    offer.instantBooking && minutes > 0
      ? await slotsFor(db, washerId, offer, minutes, now)
      : { timeZone: (await scheduleOf(db, washerId)).timeZone, slots: [] };
  return {
    instantBooking: offer.instantBooking,
    noticeHours: offer.noticeHours,
    cancellationNoticeHours: offer.cancellationNoticeHours,
    timeZone,
    durationMinutes: minutes,
    servicesCents,
    moreServicesCents: moreCars.map((car) => jobOf(offer, car).servicesCents),
    sizeSurcharges: offer.sizeSurcharges,
    slots,
  };
}

/**
 * The cars of an instant booking, each the owner's and its services on offer (else 400, nothing
 * written), with each car's price line (the washer's prices with their size pricing for it), the
 * visit's length and total, and every service asked for.
 */
async function visitOf(tx: Executor, owner: Owner, input: InstantBookingRequest, offer: WasherOffer) {
  const wanted = [{ vehicleId: input.vehicleId, serviceIds: input.serviceIds }, ...input.moreCars];
  if (!wanted.every((car) => car.serviceIds.every((id) => offer.selectedServices.includes(id))))
    throw invalidFields({ serviceIds: instantBookingMessages.notOffered });
  const ids = wanted.map((car) => car.vehicleId);
  const owned = await tx
    .select()
    .from(vehicles)
    .where(and(inArray(vehicles.id, ids), eq(vehicles.ownerId, owner.id)));
  const cars = wanted.flatMap((car) => {
    const vehicle = owned.find((candidate) => candidate.id === car.vehicleId);
    return vehicle ? [{ ...car, vehicle }] : [];
  });
  const [first] = cars;
  if (first?.vehicleId !== input.vehicleId) throw invalidFields({ vehicleId: instantBookingMessages.notYourVehicle });
  if (cars.length < wanted.length) throw invalidFields({ moreCars: instantBookingMessages.notYourVehicle });
  const lines = cars.map((car) => ({
    vehicle: vehicleDescription(car.vehicle),
    services: car.serviceIds,
    priceCents: priceForVehicle(jobOf(offer, car.serviceIds).servicesCents, car.vehicle.type, offer.sizeSurcharges)
      .totalCents,
  }));
  return {
    vehicle: first.vehicle,
    lines,
    minutes: visitMinutes(
      offer,
      cars.map((car) => car.serviceIds),
    ),
    totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
    services: [...new Set(cars.flatMap((car) => car.serviceIds))],
  };
}

/**
 * The owner books a free slot at once: in one transaction holding the washer's schedule row (as
 * accepting a quote does, so of two owners taking the last slot one books and the other hears
 * 409 with the next free starts), a request booked with the washer's accepted quote at their
 * listed prices with their size pricing for the owner's car (what Book now showed), and the
 * appointment. The same notices and calendar entries follow.
 */
export async function bookInstantly(
  db: Db,
  owner: Owner,
  washerId: string,
  input: InstantBookingRequest,
  terms: BookingTerms,
  now = new Date(),
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const offer = await offerOf(tx, washerId);
    if (!offer.instantBooking) throw conflict(instantBookingMessages.off, 'instant_booking_off');
    const payment = paymentTermsOrRefuse(terms);
    const { vehicle, lines, minutes, totalCents, services } = await visitOf(tx, owner, input, offer);
    const { timeZone } = await lockWasherSchedule(tx, washerId);
    const start = new Date(input.start);
    const local = wallClockOf(start, timeZone);
    const calendar = (await calendarsOf(tx, [washerId], addDays(local.date, -1), addDays(local.date, 1))).get(washerId);
    const window = { from: start, to: new Date(start.getTime() + minutes * 60_000) };
    const free = calendar && freeTimeFinder([window], earliestStart(offer, now)).earliest(calendar, minutes);
    const startTime = fromMinutes(local.minutes);
    const endTime = slotEnd(startTime, minutes);
    if (!free || free.getTime() !== start.getTime() || endTime === null)
      throw new SlotTaken((await slotsFor(tx, washerId, offer, minutes, now)).slots);

    const requestId = randomUUID();
    const quoteId = randomUUID();
    await tx.insert(quoteRequests).values({
      id: requestId,
      ownerId: owner.id,
      vehicleId: vehicle.id,
      address: input.address,
      lat: input.coordinates?.lat ?? null,
      lng: input.coordinates?.lng ?? null,
      serviceIds: services,
      preferredDate: local.date,
      preferredTime: startTime,
      notes: input.notes,
      status: 'booked',
    });
    await tx.insert(quoteResponses).values({
      id: quoteId,
      requestId,
      washerId,
      status: 'accepted',
      amountCents: totalCents,
      estimatedMinutes: minutes,
      proposedDate: local.date,
      proposedTime: startTime,
    });
    const booking = await insertBooking(
      tx,
      {
        washerId,
        ownerId: owner.id,
        quoteRequestId: requestId,
        quoteResponseId: quoteId,
        vehicleDescription: lines.length > 1 ? carsDescription(lines) : vehicleDescription(vehicle),
        address: input.address,
        services,
        cars: lines.length > 1 ? lines : [],
        serviceDate: local.date,
        startTime,
        endTime,
        status: 'scheduled',
        ownerName: owner.name,
        priceCents: totalCents,
      },
      input.repeat && { repeat: input.repeat, minutes, timeZone, notBefore: earliestStart(offer, now) },
      payment,
    );
    await recordBooking(tx, booking, []);
    return booking;
  });
}

/** Whether the washer can be paid for a booking: always when payments are off, else once payouts are on. */
export type PayoutsReadyOf = (washerId: string) => Promise<boolean>;

const settingsColumns = { enabled: washerProfiles.instantBooking, noticeHours: washerProfiles.instantNoticeHours };

/** The washer's instant booking settings, and whether they may turn it on. */
export async function instantSettingsOf(
  db: Db,
  washer: Washer,
  payoutsReadyOf: PayoutsReadyOf,
): Promise<InstantBookingSettingsView> {
  const [row] = await db.select(settingsColumns).from(washerProfiles).where(eq(washerProfiles.userId, washer.id));
  if (!row) throw conflict(instantBookingMessages.profileFirst, 'profile_missing');
  return { ...row, payoutsReady: await payoutsReadyOf(washer.id) };
}

/**
 * Saves the settings. Turning instant booking on needs payouts (409 washer_payouts_required,
 * nothing saved): an instant booking is paid through Sudsy like any other. Turning it off, or
 * changing the notice while it stays off, never does.
 */
export async function saveInstantSettings(
  db: Db,
  washer: Washer,
  settings: InstantBookingSettings,
  payoutsReadyOf: PayoutsReadyOf,
): Promise<InstantBookingSettingsView> {
  const payoutsReady = await payoutsReadyOf(washer.id);
  if (settings.enabled && !payoutsReady) {
    // A washer without a profile hears that first: it comes before payouts in setting up.
    await instantSettingsOf(db, washer, payoutsReadyOf);
    throw conflict(bookingPaymentTexts.instantNeedsPayouts, 'washer_payouts_required');
  }
  const [row] = await db
    .update(washerProfiles)
    .set({ instantBooking: settings.enabled, instantNoticeHours: settings.noticeHours })
    .where(eq(washerProfiles.userId, washer.id))
    .returning(settingsColumns);
  if (!row) throw conflict(instantBookingMessages.profileFirst, 'profile_missing');
  return { ...row, payoutsReady };
}

// The rows and files of the demo set (demo-set.ts), and the writers each part of it adds them with.
// Rows follow the states the app itself writes: a booked job is a request, its accepted quote and an
// appointment, as accepting a quote leaves them; a finished job is also completed (appointment,
// completion row, request) the way a washer's completion leaves it.
import { randomBytes, randomUUID } from 'node:crypto';
import { zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { requestTimeSlots, toMinutes } from '@sudsy/domain/time-slots';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type {
  account,
  appointmentCompletions,
  appointmentSeries,
  appointments,
  favouriteWashers,
  galleryItems,
  messages,
  profiles,
  quoteRequests,
  quoteResponses,
  rescheduleProposals,
  reviews,
  user,
  vehicles,
  washerProfiles,
  washerSchedules,
} from '../db/schema';
import { demoEmail, type DemoVehicle } from './demo-accounts';
import type { DemoPhotos, DemoPhotoSide } from './demo-images';
import { minuteMs, minutesOf, priceOf, type Job, type PlacedWasher } from './demo-jobs';
import { cancellationNoticeOf, demoHash } from './demo-washer-details';

export type DemoRows = {
  users: (typeof user.$inferInsert)[];
  accounts: (typeof account.$inferInsert)[];
  washerProfiles: (typeof washerProfiles.$inferInsert)[];
  washerSchedules: (typeof washerSchedules.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  vehicles: (typeof vehicles.$inferInsert)[];
  quoteRequests: (typeof quoteRequests.$inferInsert)[];
  quoteResponses: (typeof quoteResponses.$inferInsert)[];
  appointments: (typeof appointments.$inferInsert)[];
  appointmentCompletions: (typeof appointmentCompletions.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  galleryItems: (typeof galleryItems.$inferInsert)[];
  favouriteWashers: (typeof favouriteWashers.$inferInsert)[];
  appointmentSeries: (typeof appointmentSeries.$inferInsert)[];
  rescheduleProposals: (typeof rescheduleProposals.$inferInsert)[];
};

/** A file to put in Storage before the rows that name it are written. */
export type DemoFile = { key: string; bytes: Uint8Array; contentType: string };

export type DemoSetInput = {
  now: Date;
  /** One hash of the demo password for every account. */
  passwordHash: string;
  /** The point of an address, geocoded beforehand. */
  pointOf: (address: string) => Coordinates | null;
  photos: DemoPhotos;
};

export type Customer = { id: string; name: string; address: string; point: Coordinates | null };
export type Car = { id: string; vehicle: DemoVehicle };
export type StoredPhoto = { key: string; thumbKey: string };

export type Booking = {
  washer: PlacedWasher;
  customer: Customer;
  car: Car;
  job: Job;
  notes: string;
  washerNotes: string | null;
  requestedAt: Date;
  bookedAt: Date;
  status: 'scheduled' | 'completed';
  /** The paint of the job's before/after photos, when the washer took some. */
  photosOf?: string;
};
export type BookingIds = { requestId: string; appointmentId: string; endsAt: Date };

/** The set so far and how to add to it; every part of the set writes through one of these. */
export type DemoWriter = {
  now: Date;
  rows: DemoRows;
  files: DemoFile[];
  pointOf: DemoSetInput['pointOf'];
  /** `ms` before `now`. */
  ago: (ms: number) => Date;
  addAccount: (role: 'owner' | 'washer', name: string, slug: string, joinedAt: Date) => string;
  addCustomer: (name: string, slug: string, address: string, joinedAt: Date) => Customer;
  addCar: (ownerId: string, vehicle: DemoVehicle, addedAt: Date) => Car;
  /** Queues the photo and its thumbnail of a paint under `base`, and answers their keys. */
  storePhoto: (base: string, paint: string, side: DemoPhotoSide) => StoredPhoto;
  /** A request booked with one washer: the request, the accepted quote, the appointment and, once done, its completion. */
  addBooking: (booking: Booking) => BookingIds;
};

/** A preferred time the request form offers (08:00 to 20:00): an early start was asked for as 8 AM. */
function preferredTimeFor(start: string): string {
  if (requestTimeSlots.includes(start)) return start;
  return toMinutes(start) < toMinutes('08:00') ? '08:00' : '20:00';
}

/** As a booking describes the car: its label, and its colour when known. */
function describe(car: DemoVehicle): string {
  const label = vehicleLabel({ ...car, nickname: car.nickname ?? null });
  return `${label} (${car.color})`;
}

const hex = () => randomBytes(6).toString('hex');

export function createDemoWriter({ now, passwordHash, pointOf, photos }: DemoSetInput): DemoWriter {
  const rows: DemoRows = {
    users: [],
    accounts: [],
    washerProfiles: [],
    washerSchedules: [],
    profiles: [],
    vehicles: [],
    quoteRequests: [],
    quoteResponses: [],
    appointments: [],
    appointmentCompletions: [],
    reviews: [],
    messages: [],
    galleryItems: [],
    favouriteWashers: [],
    appointmentSeries: [],
    rescheduleProposals: [],
  };
  const files: DemoFile[] = [];
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const addAccount: DemoWriter['addAccount'] = (role, name, slug, joinedAt) => {
    const id = randomUUID();
    rows.users.push({
      id,
      name,
      email: demoEmail(slug),
      emailVerified: true,
      role,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    // The row Better Auth writes for an email-and-password account.
    rows.accounts.push({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    return id;
  };
  const addCustomer: DemoWriter['addCustomer'] = (name, slug, address, joinedAt) => {
    const id = addAccount('owner', name, slug, joinedAt);
    const point = pointOf(address);
    rows.profiles.push({ userId: id, address, lat: point?.lat ?? null, lng: point?.lng ?? null });
    return { id, name, address, point };
  };
  const addCar: DemoWriter['addCar'] = (ownerId, vehicle, addedAt) => {
    const id = randomUUID();
    rows.vehicles.push({
      id,
      ownerId,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      color: vehicle.color,
      type: vehicle.type,
      nickname: vehicle.nickname ?? null,
      licensePlate: vehicle.licensePlate ?? null,
      notes: vehicle.notes ?? null,
      createdAt: addedAt,
    });
    return { id, vehicle };
  };
  const storePhoto: DemoWriter['storePhoto'] = (base, paint, side) => {
    const pair = photos.get(paint)?.[side];
    if (!pair) throw new Error(`no demo photo of a ${paint} car`);
    const stem = `${base}-${hex()}`;
    const stored = { key: `${stem}.${pair.image.extension}`, thumbKey: `${stem}-thumb.${pair.thumb.extension}` };
    files.push({ key: stored.key, bytes: pair.image.bytes, contentType: pair.image.contentType });
    files.push({ key: stored.thumbKey, bytes: pair.thumb.bytes, contentType: pair.thumb.contentType });
    return stored;
  };

  const addBooking: DemoWriter['addBooking'] = (booking) => {
    const { washer, customer, car, job } = booking;
    const requestId = randomUUID();
    const quoteId = randomUUID();
    const appointmentId = randomUUID();
    const minutes = minutesOf(washer, job.serviceIds);
    const amountCents = priceOf(washer, job.serviceIds, car.vehicle, (demoHash(requestId) % 3) * 500);
    rows.quoteRequests.push({
      id: requestId,
      ownerId: customer.id,
      vehicleId: car.id,
      address: customer.address,
      lat: customer.point?.lat ?? null,
      lng: customer.point?.lng ?? null,
      serviceIds: job.serviceIds,
      preferredDate: job.slot.date,
      preferredTime: preferredTimeFor(job.slot.start),
      notes: booking.notes,
      status: booking.status === 'completed' ? 'completed' : 'booked',
      createdAt: booking.requestedAt,
    });
    rows.quoteResponses.push({
      id: quoteId,
      requestId,
      washerId: washer.id,
      status: 'accepted',
      amountCents,
      estimatedMinutes: minutes,
      washerNotes: booking.washerNotes,
      proposedDate: job.slot.date,
      proposedTime: job.slot.start,
      createdAt: booking.requestedAt,
      // Quoted halfway between the request and the booking, so the demo's figures have a wait to show.
      quotedAt: new Date((booking.requestedAt.getTime() + booking.bookedAt.getTime()) / 2),
      updatedAt: booking.bookedAt,
    });
    rows.appointments.push({
      id: appointmentId,
      washerId: washer.id,
      ownerId: customer.id,
      quoteRequestId: requestId,
      quoteResponseId: quoteId,
      vehicleDescription: describe(car.vehicle),
      address: customer.address,
      services: job.serviceIds,
      serviceDate: job.slot.date,
      startTime: job.slot.start,
      endTime: job.slot.end,
      status: booking.status,
      ownerName: customer.name,
      priceCents: amountCents,
      cancellationNoticeHours: cancellationNoticeOf(washer.washer),
      createdAt: booking.bookedAt,
    });
    const endsAt = zonedTimeToInstant(job.slot.date, job.slot.end, washer.timeZone);
    if (booking.status === 'completed') {
      const base = (side: DemoPhotoSide) => `appointment-photos/${appointmentId}/${side}`;
      const before = booking.photosOf ? storePhoto(base('before'), booking.photosOf, 'before') : null;
      const after = booking.photosOf ? storePhoto(base('after'), booking.photosOf, 'after') : null;
      rows.appointmentCompletions.push({
        appointmentId,
        completedAt: new Date(endsAt.getTime() + 10 * minuteMs),
        beforeKey: before?.key ?? null,
        beforeThumbKey: before?.thumbKey ?? null,
        afterKey: after?.key ?? null,
        afterThumbKey: after?.thumbKey ?? null,
      });
    }
    return { requestId, appointmentId, endsAt };
  };

  return { now, rows, files, pointOf, ago, addAccount, addCustomer, addCar, storePhoto, addBooking };
}

// The whole demo set as rows and files, built in memory from the lists of demo-accounts.ts and
// demo-washers.ts (docs/demo-data.md). Rows follow the states the app itself writes: a booked job is
// a request, its accepted quote and an appointment, as accepting a quote leaves them; a finished job
// is also completed (appointment, completion row, request) the way a washer's completion leaves it.
// Dates are counted from `now` in each washer's zone, so past jobs are past and future ones future.
import { randomBytes, randomUUID } from 'node:crypto';
import { slotEnd, weekdayOf } from '@sudsy/domain/booking';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { maxPriceFactor } from '@sudsy/domain/constants';
import { suggestedQuoteCents } from '@sudsy/domain/quote';
import { addDays, dateInTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { SizeSurcharges } from '@sudsy/domain/size-pricing';
import {
  formatTime12h,
  fromMinutes,
  requestTimeSlots,
  toMinutes,
  type WeeklyAvailability,
} from '@sudsy/domain/time-slots';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import { offeredServiceIds } from '@sudsy/domain/washer-api';
import type { Coordinates, ServiceOffering } from '@sudsy/domain/washer-profile';
import type {
  account,
  appointmentCompletions,
  appointments,
  galleryItems,
  messages,
  profiles,
  quoteRequests,
  quoteResponses,
  reviews,
  user,
  vehicles,
  washerProfiles,
  washerSchedules,
} from '../db/schema';
import {
  demoCities,
  demoCity,
  demoEmail,
  demoOwner,
  demoReviewers,
  type DemoCityId,
  type DemoVehicle,
} from './demo-accounts';
import { demoPaints, type DemoPhotos, type DemoPhotoSide } from './demo-images';
import { demoComment, demoRating } from './demo-reviews';
import {
  cancellationNoticeOf,
  certificationsOf,
  demoHash,
  demoPick,
  sizeSurchargesOf,
  workingWeekOf,
} from './demo-washer-details';
import { demoWashers, type DemoWasher } from './demo-washers';

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
};

/** A file to put in Storage before the rows that name it are written. */
export type DemoFile = { key: string; bytes: Uint8Array; contentType: string };
export type DemoSet = { rows: DemoRows; files: DemoFile[] };

export type DemoSetInput = {
  now: Date;
  /** One hash of the demo password for every account. */
  passwordHash: string;
  /** The point of an address, geocoded beforehand. */
  pointOf: (address: string) => Coordinates | null;
  photos: DemoPhotos;
};

/** The SF washers of the demo owner's story; the test checks each offers what it is asked for. */
export const ownerStory = {
  completed: { washer: 'mission-suds', services: ['express-wash', 'interior-quick-clean', 'pet-hair-removal'] },
  upcoming: { washer: 'haight-shine', rival: 'potrero-precision', services: ['full-detail'] },
  quoted: {
    quotedBy: ['potrero-precision', 'noe-valley-auto-spa'],
    waiting: 'sunset-ceramic',
    services: ['exterior-detail', 'clay-bar'],
  },
  open: {
    sentTo: ['marina-mobile-detail', 'richmond-rinse', 'bayview-green-clean'],
    services: ['express-wash', 'interior-quick-clean'],
  },
} as const;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

type Placed = {
  washer: DemoWasher;
  id: string;
  offerings: ServiceOffering[];
  hours: WeeklyAvailability;
  timeZone: string;
  sizeSurcharges: SizeSurcharges;
  /** Dates with a job or an open quote: one a day keeps every demo booking clear of the others. */
  busy: Set<string>;
};
type Customer = { id: string; name: string; address: string; point: Coordinates | null };
type Car = { id: string; vehicle: DemoVehicle };
type Slot = { date: string; start: string; end: string };
type Job = { slot: Slot; serviceIds: string[] };

export function offeringsOf(washer: DemoWasher): ServiceOffering[] {
  return washer.services.flatMap(([serviceId, share]) => {
    const service = findCatalogueService(serviceId);
    if (!service) return [];
    // Whole dollars, as a washer would type them.
    const minPriceCents = Math.round((service.basePriceCents * share) / 100) * 100;
    return [
      {
        serviceId,
        minPriceCents,
        maxPriceCents: Math.round((minPriceCents * maxPriceFactor) / 100) * 100,
        estimatedMinutes: service.estimatedMinutes,
      },
    ];
  });
}

/** How many reviewed jobs a washer has: none for the newest businesses ('New Provider'), else two to six. */
export function reviewCountOf(washer: DemoWasher): number {
  return washer.experienceYears <= 3 ? 0 : 2 + (demoHash(washer.slug, 'reviews') % 5);
}

function minutesOf(washer: Placed, serviceIds: readonly string[]): number {
  return serviceIds.reduce(
    (sum, id) => sum + (washer.offerings.find((offering) => offering.serviceId === id)?.estimatedMinutes ?? 0),
    0,
  );
}

/** The washer's own price for the services and the car, as the quote dialog suggests it, to $5. */
function priceOf(washer: Placed, serviceIds: readonly string[], car: DemoVehicle, extraCents = 0): number {
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
function findSlot(washer: Placed, from: string, step: 1 | -1, minutes: number, variant: number): Slot | null {
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
function fitJob(
  washer: Placed,
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

const carName = (car: DemoVehicle) => `${car.make} ${car.model}`;
const serviceName = (id: string) => (findCatalogueService(id)?.name ?? id).toLowerCase();
const hex = () => randomBytes(6).toString('hex');

/** What washers show off in their galleries, by the service the photos are of. */
const galleryTexts: Record<string, { title: (car: string) => string; description: string }> = {
  'ceramic-coating': {
    title: (car) => `Ceramic coating on a ${car}`,
    description: 'Decontaminated, polished, then coated: water now beads straight off.',
  },
  'multi-stage-correction': {
    title: (car) => `Paint correction, ${car}`,
    description: 'Years of swirls and a deep key scratch, compounded out in three stages.',
  },
  'single-stage-correction': {
    title: (car) => `Swirl removal on a ${car}`,
    description: 'A one-step polish took out the car-wash swirls and brought the gloss back.',
  },
  'full-detail': {
    title: (car) => `Full detail, ${car}`,
    description: 'Inside and out in one afternoon: shampooed seats, clay-barred paint and fresh wax.',
  },
  'exterior-detail': {
    title: (car) => `Exterior detail on a ${car}`,
    description: 'Foam wash, iron remover on the wheels and a hand-applied wax.',
  },
};
const showcased = Object.keys(galleryTexts);
const galleryCars = [
  'Mazda 3',
  'Toyota Camry',
  'Ford Explorer',
  'Tesla Model Y',
  'Subaru Forester',
  'BMW X3',
  'Honda Civic',
  'Jeep Grand Cherokee',
];

/** About a third of the washers have before/after photos: those whose work shows, picked by hash. */
export function galleryWashers(): DemoWasher[] {
  return demoWashers
    .filter((washer) => washer.services.some(([id]) => showcased.includes(id)))
    .sort((a, b) => demoHash(a.slug, 'gallery') - demoHash(b.slug, 'gallery'))
    .slice(0, Math.ceil(demoWashers.length / 3));
}

export function buildDemoSet({ now, passwordHash, pointOf, photos }: DemoSetInput): DemoSet {
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
  };
  const files: DemoFile[] = [];
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const at = (date: string, time: string, zone: string) => zonedTimeToInstant(date, time, zone);
  const atMost = (instant: Date, latest: Date) => (instant.getTime() < latest.getTime() ? instant : latest);

  const addAccount = (role: 'owner' | 'washer', name: string, slug: string, joinedAt: Date): string => {
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
  const addCustomer = (name: string, slug: string, address: string, joinedAt: Date): Customer => {
    const id = addAccount('owner', name, slug, joinedAt);
    const point = pointOf(address);
    rows.profiles.push({ userId: id, address, lat: point?.lat ?? null, lng: point?.lng ?? null });
    return { id, name, address, point };
  };
  const addCar = (ownerId: string, vehicle: DemoVehicle, addedAt: Date): Car => {
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
  const storePhoto = (base: string, paint: string, side: DemoPhotoSide) => {
    const pair = photos.get(paint)?.[side];
    if (!pair) throw new Error(`no demo photo of a ${paint} car`);
    const stem = `${base}-${hex()}`;
    const stored = { key: `${stem}.${pair.image.extension}`, thumbKey: `${stem}-thumb.${pair.thumb.extension}` };
    files.push({ key: stored.key, bytes: pair.image.bytes, contentType: pair.image.contentType });
    files.push({ key: stored.thumbKey, bytes: pair.thumb.bytes, contentType: pair.thumb.contentType });
    return stored;
  };

  // The washers, with their profiles and working weeks.
  const placed = new Map<string, Placed>();
  for (const city of demoCities) {
    demoWashers
      .filter((washer) => washer.city === city.id)
      .forEach((washer, index) => {
        const joinedAt = ago((260 + (demoHash(washer.slug, 'joined') % 500)) * dayMs);
        const id = addAccount('washer', washer.businessName, washer.slug, joinedAt);
        const offerings = offeringsOf(washer);
        const point = pointOf(washer.address);
        const sizeSurcharges = sizeSurchargesOf(washer);
        rows.washerProfiles.push({
          userId: id,
          businessName: washer.businessName,
          bio: washer.bio,
          experienceYears: washer.experienceYears,
          workRadiusMiles: washer.workRadiusMiles,
          address: washer.address,
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
          serviceOfferings: offerings,
          selectedServices: offeredServiceIds({ serviceOfferings: offerings, customServices: [] }),
          certifications: certificationsOf(washer),
          cancellationNoticeHours: cancellationNoticeOf(washer),
          sizeSurcharges,
        });
        const hours = workingWeekOf(index);
        rows.washerSchedules.push({
          washerId: id,
          weeklyHours: hours,
          timeZone: city.timeZone,
          calendarFeedSecret: randomBytes(32).toString('base64url'),
        });
        placed.set(washer.slug, {
          washer,
          id,
          offerings,
          hours,
          timeZone: city.timeZone,
          sizeSurcharges,
          busy: new Set(),
        });
      });
  }
  const washerOf = (slug: string): Placed => {
    const found = placed.get(slug);
    if (!found) throw new Error(`no demo washer ${slug}`);
    return found;
  };

  type Booking = {
    washer: Placed;
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
  /** A request booked with one washer: the request, the accepted quote, the appointment and, once done, its completion. */
  const addBooking = (booking: Booking) => {
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
      createdAt: booking.bookedAt,
    });
    const endsAt = at(job.slot.date, job.slot.end, washer.timeZone);
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
  /** Requested a few days before the job and booked a few hours after asking. */
  const pastTimes = (washer: Placed, job: Job, seed: string) => {
    const startsAt = at(job.slot.date, job.slot.start, washer.timeZone);
    const requestedAt = new Date(startsAt.getTime() - (2 + (demoHash(seed, 'asked') % 5)) * dayMs - 5 * hourMs);
    const bookedAt = new Date(requestedAt.getTime() + (2 + (demoHash(seed, 'booked') % 20)) * hourMs);
    return { requestedAt, bookedAt };
  };

  // The reviewers, their cars, and the washers' past jobs they rated.
  const reviewersIn = new Map<DemoCityId, { customer: Customer; car: Car }[]>();
  for (const reviewer of demoReviewers) {
    const joinedAt = ago((300 + (demoHash(reviewer.slug, 'joined') % 200)) * dayMs);
    const customer = addCustomer(reviewer.name, reviewer.slug, reviewer.address, joinedAt);
    const car = addCar(customer.id, reviewer.vehicle, joinedAt);
    reviewersIn.set(reviewer.city, [...(reviewersIn.get(reviewer.city) ?? []), { customer, car }]);
  }
  for (const city of demoCities) {
    const locals = reviewersIn.get(city.id) ?? [];
    demoWashers
      .filter((washer) => washer.city === city.id)
      .forEach((washer, index) => {
        const placedWasher = washerOf(washer.slug);
        const today = dateInTimeZone(now, placedWasher.timeZone);
        const mains = placedWasher.offerings.filter(
          (offering) => findCatalogueService(offering.serviceId)?.type !== 'addon',
        );
        const extras = placedWasher.offerings.filter(
          (offering) => findCatalogueService(offering.serviceId)?.type === 'addon',
        );
        const comments = new Set<string>();
        for (let nth = 0; nth < reviewCountOf(washer); nth += 1) {
          const local = locals[(index + nth) % locals.length];
          if (!local) continue;
          const main = demoPick(mains, washer.slug, nth, 'service');
          const extra =
            extras.length > 0 && demoHash(washer.slug, nth, 'extra') % 3 === 0
              ? demoPick(extras, washer.slug, nth, 'extra')
              : undefined;
          const serviceIds = extra ? [main.serviceId, extra.serviceId] : [main.serviceId];
          const daysBack = 5 + nth * 38 + (demoHash(washer.slug, nth, 'when') % 30);
          const job = fitJob(placedWasher, addDays(today, -daysBack), -1, serviceIds, demoHash(washer.slug, nth));
          if (!job) continue;
          const { requestedAt, bookedAt } = pastTimes(placedWasher, job, `${washer.slug}-${nth}`);
          const { appointmentId, endsAt } = addBooking({
            washer: placedWasher,
            customer: local.customer,
            car: local.car,
            job,
            notes: '',
            washerNotes: null,
            requestedAt,
            bookedAt,
            status: 'completed',
          });
          const rating = demoRating(washer.slug, nth, washer.experienceYears);
          rows.reviews.push({
            appointmentId,
            washerId: placedWasher.id,
            ownerId: local.customer.id,
            rating,
            comment: demoComment(
              rating,
              washer.slug,
              nth,
              { service: serviceName(main.serviceId), car: carName(local.car.vehicle), city: demoCity(city.id).name },
              comments,
            ),
            createdAt: atMost(
              new Date(endsAt.getTime() + (2 + (demoHash(washer.slug, nth, 'rated') % 40)) * hourMs),
              ago(hourMs),
            ),
          });
        }
      });
  }

  /**
   * The demo owner, in San Francisco with two cars: a wash last week (rated), a full detail booked
   * for the coming days (with a conversation), a request with two quotes to compare and one just
   * sent that nobody has answered yet.
   */
  function addOwnerStory(): void {
    const owner = addCustomer(demoOwner.name, demoOwner.slug, demoOwner.address, ago(120 * dayMs));
    const sedan = addCar(owner.id, demoOwner.sedan, ago(118 * dayMs));
    const suv = addCar(owner.id, demoOwner.suv, ago(90 * dayMs));
    const zone = demoCity(demoOwner.city).timeZone;
    const today = dateInTimeZone(now, zone);
    const needJob = (washer: Placed, from: string, step: 1 | -1, serviceIds: readonly string[], variant: number) => {
      const job = fitJob(washer, from, step, serviceIds, variant);
      if (!job || job.serviceIds.length !== serviceIds.length)
        throw new Error(`demo: ${washer.washer.slug} has no day for ${serviceIds.join(', ')}`);
      return job;
    };
    const say = (from: string, to: string, requestId: string, content: string, sentAt: Date, read: boolean) =>
      rows.messages.push({
        senderId: from,
        receiverId: to,
        requestId,
        content,
        createdAt: sentAt,
        readAt: read ? new Date(sentAt.getTime() + 4 * minuteMs) : null,
        // Unread on purpose, for the badge; not worth an email to a demo address.
        emailNoticeAt: read ? null : sentAt,
      });

    // Last week's wash of the SUV, with the washer's photos and the owner's five stars.
    const washer = washerOf(ownerStory.completed.washer);
    const washJob = needJob(washer, addDays(today, -9), -1, ownerStory.completed.services, 2);
    const washTimes = pastTimes(washer, washJob, 'owner-wash');
    const wash = addBooking({
      washer,
      customer: owner,
      car: suv,
      job: washJob,
      notes: 'Muddy paws and a sandy trunk after a weekend at Ocean Beach.',
      washerNotes: 'Pet hair removal included. I will need about two hours.',
      ...washTimes,
      status: 'completed',
      photosOf: 'blue',
    });
    rows.reviews.push({
      appointmentId: wash.appointmentId,
      washerId: washer.id,
      ownerId: owner.id,
      rating: 5,
      comment:
        'Quick, careful and friendly. The RAV4 has not looked this good since we bought it, and the dog hair is finally gone.',
      createdAt: new Date(wash.endsAt.getTime() + 5 * hourMs),
    });
    say(
      owner.id,
      washer.id,
      wash.requestId,
      'Thank you! The back seat looks brand new.',
      new Date(wash.endsAt.getTime() + 3 * hourMs),
      true,
    );
    say(
      washer.id,
      owner.id,
      wash.requestId,
      'Glad to hear it! Give the dog a treat from us.',
      new Date(wash.endsAt.getTime() + 4 * hourMs),
      true,
    );

    // A full detail of the sedan in a few days, booked the day before yesterday; another washer's quote was not chosen.
    const detailer = washerOf(ownerStory.upcoming.washer);
    const detailJob = needJob(detailer, addDays(today, 3), 1, ownerStory.upcoming.services, 2);
    const requestedAt = ago(2 * dayMs + 3 * hourMs);
    const bookedAt = ago(dayMs + 20 * hourMs);
    const detail = addBooking({
      washer: detailer,
      customer: owner,
      car: sedan,
      job: detailJob,
      notes: 'Getting it ready for a road trip up the coast. The car is in the garage under the building, level P1.',
      washerNotes: 'Includes a hand-applied wax. We bring our own water and power.',
      requestedAt,
      bookedAt,
      status: 'scheduled',
    });
    const rival = washerOf(ownerStory.upcoming.rival);
    const rivalJob = needJob(rival, addDays(today, 4), 1, ownerStory.upcoming.services, 0);
    rows.quoteResponses.push({
      id: randomUUID(),
      requestId: detail.requestId,
      washerId: rival.id,
      status: 'not-chosen',
      amountCents: priceOf(rival, rivalJob.serviceIds, sedan.vehicle, 2000),
      estimatedMinutes: minutesOf(rival, rivalJob.serviceIds),
      washerNotes: 'Full detail with a one-step polish on the paint.',
      proposedDate: rivalJob.slot.date,
      proposedTime: rivalJob.slot.start,
      createdAt: requestedAt,
      updatedAt: bookedAt,
    });
    const day = weekdayOf(detailJob.slot.date);
    const time = formatTime12h(detailJob.slot.start);
    const talk: [from: string, to: string, content: string, sentAt: Date, read: boolean][] = [
      [
        owner.id,
        detailer.id,
        'Hi! Just booked the full detail. The car will be in the garage under our building; is that OK for you?',
        new Date(bookedAt.getTime() + 10 * minuteMs),
        true,
      ],
      [
        detailer.id,
        owner.id,
        'Thanks for booking! A garage works great, we bring our own water and power. Is there a spot next to the car for our van?',
        new Date(bookedAt.getTime() + 50 * minuteMs),
        true,
      ],
      [
        owner.id,
        detailer.id,
        'Yes, visitor spot 12 is right next to it. I will leave the key with the front desk.',
        new Date(bookedAt.getTime() + 90 * minuteMs),
        true,
      ],
      [
        detailer.id,
        owner.id,
        `Perfect. See you on ${day} at ${time}; I will text when we are on the way.`,
        ago(2 * hourMs),
        false,
      ],
    ];
    for (const [from, to, content, sentAt, read] of talk) say(from, to, detail.requestId, content, sentAt, read);

    // The SUV's sap problem: two washers have quoted, a third has not answered yet.
    const quotedId = randomUUID();
    const preferredDate = addDays(today, 7);
    const askedAt = ago(26 * hourMs);
    rows.quoteRequests.push({
      id: quotedId,
      ownerId: owner.id,
      vehicleId: suv.id,
      address: owner.address,
      lat: owner.point?.lat ?? null,
      lng: owner.point?.lng ?? null,
      serviceIds: [...ownerStory.quoted.services],
      preferredDate,
      preferredTime: '09:00',
      notes: 'Tree sap all over the roof and hood after a camping trip.',
      status: 'sent',
      createdAt: askedAt,
    });
    const quotes = [
      {
        hoursAgo: 20,
        dayShift: 0,
        note: 'The sap comes off safely with the clay bar; I finish with a sealant at no extra charge.',
      },
      { hoursAgo: 5, dayShift: -1, note: 'Happy to do it in your garage, and a day earlier if that suits you.' },
    ];
    ownerStory.quoted.quotedBy.forEach((slug, nth) => {
      const quoter = washerOf(slug);
      const quote = quotes[nth] ?? { hoursAgo: 1, dayShift: 0, note: '' };
      const job = needJob(quoter, addDays(preferredDate, quote.dayShift), 1, ownerStory.quoted.services, nth);
      rows.quoteResponses.push({
        id: randomUUID(),
        requestId: quotedId,
        washerId: quoter.id,
        status: 'quoted',
        amountCents: priceOf(quoter, job.serviceIds, suv.vehicle),
        estimatedMinutes: minutesOf(quoter, job.serviceIds),
        washerNotes: quote.note,
        proposedDate: job.slot.date,
        proposedTime: job.slot.start,
        createdAt: askedAt,
        updatedAt: ago(quote.hoursAgo * hourMs),
      });
    });
    rows.quoteResponses.push({
      id: randomUUID(),
      requestId: quotedId,
      washerId: washerOf(ownerStory.quoted.waiting).id,
      status: 'sent',
      createdAt: askedAt,
      updatedAt: askedAt,
    });

    // Just sent: a wash for the sedan after the trip, with no answer yet.
    const openId = randomUUID();
    const sentAt = ago(3 * hourMs);
    rows.quoteRequests.push({
      id: openId,
      ownerId: owner.id,
      vehicleId: sedan.id,
      address: owner.address,
      lat: owner.point?.lat ?? null,
      lng: owner.point?.lng ?? null,
      serviceIds: [...ownerStory.open.services],
      preferredDate: addDays(today, 12),
      preferredTime: '10:00',
      notes: 'A regular wash and vacuum for the week after our road trip.',
      status: 'sent',
      createdAt: sentAt,
    });
    for (const slug of ownerStory.open.sentTo) {
      rows.quoteResponses.push({
        id: randomUUID(),
        requestId: openId,
        washerId: washerOf(slug).id,
        status: 'sent',
        createdAt: sentAt,
        updatedAt: sentAt,
      });
    }
  }

  addOwnerStory();

  // Before/after pairs in about a third of the portfolios.
  for (const washer of galleryWashers()) {
    const placedWasher = washerOf(washer.slug);
    const shown = showcased.filter((id) => washer.services.some(([serviceId]) => serviceId === id));
    const count = 1 + (demoHash(washer.slug, 'pairs') % 2);
    for (let nth = 0; nth < count; nth += 1) {
      const id = randomUUID();
      const service = shown[nth % shown.length] ?? 'exterior-detail';
      const texts = galleryTexts[service];
      const paint = demoPick(demoPaints, washer.slug, nth, 'paint');
      const base = (side: DemoPhotoSide) => `gallery/${placedWasher.id}/${id}/${side}`;
      const before = storePhoto(base('before'), paint.name, 'before');
      const after = storePhoto(base('after'), paint.name, 'after');
      rows.galleryItems.push({
        id,
        washerId: placedWasher.id,
        beforeKey: before.key,
        beforeThumbKey: before.thumbKey,
        afterKey: after.key,
        afterThumbKey: after.thumbKey,
        title: texts?.title(`${paint.name} ${demoPick(galleryCars, washer.slug, nth, 'car')}`) ?? null,
        description: texts?.description ?? null,
        createdAt: ago((12 + nth * 40 + (demoHash(washer.slug, nth, 'posted') % 150)) * dayMs),
      });
    }
  }

  return { rows, files };
}

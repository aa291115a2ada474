// The demo owner's part of the demo set (demo-set.ts): the account to try, with something in every
// state of the owner's dashboard, each with a San Francisco washer of demo-washers.ts.
import { randomUUID } from 'node:crypto';
import { weekdayOf } from '@sudsy/domain/booking';
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { formatTime12h } from '@sudsy/domain/time-slots';
import { demoCity, demoOwner } from './demo-accounts';
import { addAfterBooking, type UpcomingDetail } from './demo-after-booking';
import {
  dayMs,
  fitJob,
  hourMs,
  minuteMs,
  minutesOf,
  pastTimes,
  priceOf,
  type Job,
  type PlacedWasher,
  type WasherOf,
} from './demo-jobs';
import type { Car, Customer, DemoWriter } from './demo-rows';

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

/** What every chapter of the story needs: the owner, their two cars and their today. */
export type Story = {
  writer: DemoWriter;
  washerOf: WasherOf;
  owner: Customer;
  sedan: Car;
  suv: Car;
  today: string;
};

/** A slot for all the services: the story promises them, so a washer without one is a bug in the lists. */
function needJob(
  washer: PlacedWasher,
  from: string,
  step: 1 | -1,
  serviceIds: readonly string[],
  variant: number,
): Job {
  const job = fitJob(washer, from, step, serviceIds, variant);
  if (!job || job.serviceIds.length !== serviceIds.length)
    throw new Error(`demo: ${washer.washer.slug} has no day for ${serviceIds.join(', ')}`);
  return job;
}

function say(
  writer: DemoWriter,
  from: string,
  to: string,
  requestId: string,
  content: string,
  sentAt: Date,
  read: boolean,
) {
  writer.rows.messages.push({
    senderId: from,
    receiverId: to,
    requestId,
    content,
    createdAt: sentAt,
    readAt: read ? new Date(sentAt.getTime() + 4 * minuteMs) : null,
    // Unread on purpose, for the badge; not worth an email to a demo address.
    emailNoticeAt: read ? null : sentAt,
  });
}

/** Last week's wash of the SUV, with the washer's photos and the owner's five stars. */
function addCompletedWash({ writer, washerOf, owner, suv, today }: Story): void {
  const washer = washerOf(ownerStory.completed.washer);
  const job = needJob(washer, addDays(today, -9), -1, ownerStory.completed.services, 2);
  const wash = writer.addBooking({
    washer,
    customer: owner,
    car: suv,
    job,
    notes: 'Muddy paws and a sandy trunk after a weekend at Ocean Beach.',
    washerNotes: 'Pet hair removal included. I will need about two hours.',
    ...pastTimes(washer, job, 'owner-wash'),
    status: 'completed',
    photosOf: 'blue',
  });
  writer.rows.reviews.push({
    appointmentId: wash.appointmentId,
    washerId: washer.id,
    ownerId: owner.id,
    rating: 5,
    comment:
      'Quick, careful and friendly. The RAV4 has not looked this good since we bought it, and the dog hair is finally gone.',
    createdAt: new Date(wash.endsAt.getTime() + 5 * hourMs),
  });
  const thanks = 'Thank you! The back seat looks brand new.';
  say(writer, owner.id, washer.id, wash.requestId, thanks, new Date(wash.endsAt.getTime() + 3 * hourMs), true);
  const reply = 'Glad to hear it! Give the dog a treat from us.';
  say(writer, washer.id, owner.id, wash.requestId, reply, new Date(wash.endsAt.getTime() + 4 * hourMs), true);
}

/** A full detail of the sedan in a few days, booked the day before yesterday; another washer's quote was not chosen. */
function addUpcomingDetail({ writer, washerOf, owner, sedan, today }: Story): UpcomingDetail {
  const detailer = washerOf(ownerStory.upcoming.washer);
  const detailJob = needJob(detailer, addDays(today, 3), 1, ownerStory.upcoming.services, 2);
  const requestedAt = writer.ago(2 * dayMs + 3 * hourMs);
  const bookedAt = writer.ago(dayMs + 20 * hourMs);
  const detail = writer.addBooking({
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
  writer.rows.quoteResponses.push({
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
      writer.ago(2 * hourMs),
      false,
    ],
  ];
  for (const [from, to, content, sentAt, read] of talk) say(writer, from, to, detail.requestId, content, sentAt, read);
  return { appointmentId: detail.appointmentId, washer: detailer };
}

/** The SUV's sap problem: two washers have quoted, a third has not answered yet. */
function addQuotedRequest({ writer, washerOf, owner, suv, today }: Story): void {
  const { rows } = writer;
  const requestId = randomUUID();
  const preferredDate = addDays(today, 7);
  const askedAt = writer.ago(26 * hourMs);
  rows.quoteRequests.push({
    id: requestId,
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
      requestId,
      washerId: quoter.id,
      status: 'quoted',
      amountCents: priceOf(quoter, job.serviceIds, suv.vehicle),
      estimatedMinutes: minutesOf(quoter, job.serviceIds),
      washerNotes: quote.note,
      proposedDate: job.slot.date,
      proposedTime: job.slot.start,
      createdAt: askedAt,
      quotedAt: writer.ago(quote.hoursAgo * hourMs),
      updatedAt: writer.ago(quote.hoursAgo * hourMs),
    });
  });
  rows.quoteResponses.push({
    id: randomUUID(),
    requestId,
    washerId: washerOf(ownerStory.quoted.waiting).id,
    status: 'sent',
    createdAt: askedAt,
    updatedAt: askedAt,
  });
}

/** Just sent: a wash for the sedan after the trip, with no answer yet. */
function addOpenRequest({ writer, washerOf, owner, sedan, today }: Story): void {
  const { rows } = writer;
  const requestId = randomUUID();
  const sentAt = writer.ago(3 * hourMs);
  rows.quoteRequests.push({
    id: requestId,
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
      requestId,
      washerId: washerOf(slug).id,
      status: 'sent',
      createdAt: sentAt,
      updatedAt: sentAt,
    });
  }
}

/**
 * The demo owner, in San Francisco with two cars: a wash last week (rated), a full detail booked
 * for the coming days (with a conversation), a request with two quotes to compare and one just
 * sent that nobody has answered yet.
 */
export function addOwnerStory(writer: DemoWriter, washerOf: WasherOf): void {
  const owner = writer.addCustomer(demoOwner.name, demoOwner.slug, demoOwner.address, writer.ago(120 * dayMs));
  const sedan = writer.addCar(owner.id, demoOwner.sedan, writer.ago(118 * dayMs));
  const suv = writer.addCar(owner.id, demoOwner.suv, writer.ago(90 * dayMs));
  const today = dateInTimeZone(writer.now, demoCity(demoOwner.city).timeZone);
  const story: Story = { writer, washerOf, owner, sedan, suv, today };
  addCompletedWash(story);
  const upcoming = addUpcomingDetail(story);
  addQuotedRequest(story);
  addOpenRequest(story);
  addAfterBooking(story, upcoming);
}

// The demo owner's life after booking (docs/demo-data.md): favourite washers, washers who take
// instant bookings, a new time the washer proposed for the upcoming detail, a wash the owner
// cancelled late, and a repeat series the washer has yet to review date by date.
import { randomUUID } from 'node:crypto';
import { weekdayOf } from '@sudsy/domain/booking';
import { addDays, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { dayMs, fitJob, hourMs, pastTimes, type Job, type PlacedWasher } from './demo-jobs';
import type { Story } from './demo-owner-story';

export const afterBookingStory = {
  /** They take instant bookings: Book now on their cards books a free time at once. */
  instant: ['haight-shine', 'mission-suds', 'noe-valley-auto-spa'],
  favourites: ['mission-suds', 'haight-shine'],
  lateCancellation: { washer: 'potrero-precision', services: ['exterior-detail'] },
  series: { washer: 'mission-suds', services: ['express-wash'], everyWeeks: 2, washes: 3 },
} as const;

export const lateCancellationReason = 'Family emergency, so sorry for the short notice.';

/** A job for the services, or an error: the story promises it (the demo test checks the washers offer them). */
function jobFor(washer: PlacedWasher, from: string, step: 1 | -1, serviceIds: readonly string[]): Job {
  const job = fitJob(washer, from, step, serviceIds, 1);
  if (!job) throw new Error(`demo: ${washer.washer.slug} has no day for ${serviceIds.join(', ')}`);
  return job;
}

/** Instant booking on for a few washers; every demo washer takes payouts, which instant booking needs. */
function turnOnInstantBooking({ writer, washerOf }: Story): void {
  const instantIds = new Set(afterBookingStory.instant.map((slug) => washerOf(slug).id));
  for (const profile of writer.rows.washerProfiles)
    if (instantIds.has(profile.userId)) Object.assign(profile, { instantBooking: true, instantNoticeHours: 2 });
}

function addFavourites({ writer, washerOf, owner }: Story): void {
  afterBookingStory.favourites.forEach((slug, index) =>
    writer.rows.favouriteWashers.push({
      ownerId: owner.id,
      washerId: washerOf(slug).id,
      createdAt: writer.ago((30 - index * 10) * dayMs),
    }),
  );
}

/** The upcoming detail's washer asks to come a day later; the booked time holds until the owner answers. */
function addProposedNewTime({ writer }: Story, upcoming: UpcomingDetail): void {
  const booked = writer.rows.appointments.find((row) => row.id === upcoming.appointmentId);
  if (!booked) throw new Error('demo: the upcoming detail is missing');
  const { washer } = upcoming;
  const moved = jobFor(washer, addDays(booked.serviceDate, 1), 1, booked.services ?? []);
  writer.rows.rescheduleProposals.push({
    appointmentId: upcoming.appointmentId,
    proposedBy: 'washer',
    fromDate: booked.serviceDate,
    fromStart: booked.startTime,
    fromEnd: booked.endTime,
    toDate: moved.slot.date,
    toStart: moved.slot.start,
    toEnd: moved.slot.end,
    createdAt: writer.ago(5 * hourMs),
  });
}

/** A wash two weeks ago the owner called off the evening before, inside the washer's notice. */
function addLateCancellation({ writer, washerOf, owner, sedan, today }: Story): void {
  const washer = washerOf(afterBookingStory.lateCancellation.washer);
  const job = jobFor(washer, addDays(today, -14), -1, afterBookingStory.lateCancellation.services);
  const times = pastTimes(washer, job, 'owner-late-cancel');
  const booking = writer.addBooking({
    washer,
    customer: owner,
    car: sedan,
    job,
    notes: 'Street parking in front of the house.',
    washerNotes: null,
    ...times,
    status: 'scheduled',
  });
  const startsAt = zonedTimeToInstant(job.slot.date, job.slot.start, washer.timeZone);
  const cancelledAt = new Date(startsAt.getTime() - 14 * hourMs);
  const appointment = writer.rows.appointments.find((row) => row.id === booking.appointmentId);
  const request = writer.rows.quoteRequests.find((row) => row.id === booking.requestId);
  const quote = writer.rows.quoteResponses.find((row) => row.requestId === booking.requestId);
  if (!appointment || !request || !quote) throw new Error('demo: the late cancellation lost its rows');
  // As an owner's cancellation that closes the request leaves them.
  Object.assign(appointment, {
    status: 'cancelled',
    cancelledBy: 'owner',
    cancelReason: lateCancellationReason,
    cancelledAt,
    cancelledLate: true,
  });
  Object.assign(request, { status: 'cancelled' });
  Object.assign(quote, { status: 'cancelled', updatedAt: cancelledAt });
}

/** Every two weeks from next week, asked for yesterday: the washer reviews the dates on the first wash's page. */
function addPendingSeries({ writer, washerOf, owner, sedan, today }: Story): void {
  const { washer: slug, services, everyWeeks, washes } = afterBookingStory.series;
  const washer = washerOf(slug);
  const first = jobFor(washer, addDays(today, 6), 1, services);
  const bookedAt = writer.ago(dayMs + 2 * hourMs);
  const booking = writer.addBooking({
    washer,
    customer: owner,
    car: sedan,
    job: first,
    notes: 'Same spot as last time, the driveway on the left.',
    washerNotes: null,
    requestedAt: new Date(bookedAt.getTime() - 3 * hourMs),
    bookedAt,
    status: 'scheduled',
  });
  const seriesId = randomUUID();
  writer.rows.appointmentSeries.push({
    id: seriesId,
    washerId: washer.id,
    ownerId: owner.id,
    firstAppointmentId: booking.appointmentId,
    everyWeeks,
    months: 2,
    status: 'pending',
    createdAt: bookedAt,
  });
  const firstRow = writer.rows.appointments.find((row) => row.id === booking.appointmentId);
  if (!firstRow) throw new Error('demo: the series lost its first wash');
  firstRow.seriesId = seriesId;
  for (let wash = 1; wash < washes; wash += 1) {
    const date = addDays(first.slot.date, wash * everyWeeks * 7);
    // The washer keeps the same weekday free in the demo; a day already taken is left out, as a clash would be.
    if (washer.busy.has(date) || !washer.hours[weekdayOf(date)].enabled) continue;
    washer.busy.add(date);
    writer.rows.appointments.push({
      ...firstRow,
      id: randomUUID(),
      quoteRequestId: null,
      quoteResponseId: null,
      serviceDate: date,
      createdAt: bookedAt,
    });
  }
}

/** The owner's upcoming detail and its washer, who proposes to move it. */
export type UpcomingDetail = { appointmentId: string; washer: PlacedWasher };

/** Adds the chapters after booking. */
export function addAfterBooking(story: Story, upcoming: UpcomingDetail): void {
  turnOnInstantBooking(story);
  addFavourites(story);
  addProposedNewTime(story, upcoming);
  addLateCancellation(story);
  addPendingSeries(story);
}

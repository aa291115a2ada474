import { eq } from 'drizzle-orm';
import { formatSlot, washerBookedIntro, washerNoShowReason } from '@sudsy/domain/booking';
import { washerCancelledTexts } from '@sudsy/domain/booking-page';
import { bookingTermsText } from '@sudsy/domain/cancellation-policy';
import type { EventOf } from '@sudsy/domain/events';
import { unpaidCancellationReason } from '@sudsy/domain/job-payment';
import { formatCents } from '@sudsy/domain/money';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import type { Db } from '../../db/client';
import { deliverOnceOutside } from '../../platform/events/deliveries';
import { calendarFile, receiptMailOf, seriesGoesOn, startOf, type AppointmentRow } from '../appointments';
import { appointments, reviews } from '../appointments/schema';
import { wantsEmail } from '../notification-preferences';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { timeZoneOf } from '../schedule';
import type { NoticeDeps, Tell } from './notice-teller';
import { partiesOf, recipientsOf } from './recipients';
import { requestDetails, tellWashers } from './request-notices';

async function appointmentOf(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

function bookingDetails(appointment: AppointmentRow): [string, string][] {
  return [
    ['When', formatSlot(appointment.serviceDate, appointment.startTime)],
    ['Services', serviceNames(appointment.services).join(', ')],
    ['Where', appointment.address],
    ...(appointment.priceCents === null
      ? []
      : [['Price', formatCents(appointment.priceCents, { always2: true })] as [string, string]]),
  ];
}

/** A booking, to both sides with the appointment for their calendars, and to the washers not chosen. */
export async function appointmentBooked(
  db: Db,
  tell: Tell,
  { appointmentId, notChosen }: EventOf<'appointment-booked'>,
): Promise<void> {
  const appointment = await appointmentOf(db, appointmentId);
  if (!appointment) return;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  const { owner, washer } = parties;
  const attachment = await calendarFile(db, appointment, washer.name);
  // The terms the booking keeps, in words and the job's own time: 'Free cancellation until Sat 5 Dec, 10:00 AM'.
  const timeZone = await timeZoneOf(db, appointment.washerId);
  const terms = bookingTermsText(
    startOf(appointment, timeZone),
    { noticeHours: appointment.cancellationNoticeHours, timeZone, bookedAt: appointment.createdAt },
    new Date(),
  );
  const details: [string, string][] = [...bookingDetails(appointment), ['Cancellation', terms]];
  await tell(
    owner,
    { email: 'booking', bell: 'booking', sms: appointment.id },
    {
      subject: `Booking confirmed with ${washer.name}`,
      intro: `Your booking with ${washer.name} is confirmed.`,
      details,
      action: 'See your request',
      path: appointment.quoteRequestId ? `/customer/requests/${appointment.quoteRequestId}` : '/customer/requests',
      outro: 'The attached file adds the appointment to your calendar.',
      attachments: [attachment],
    },
  );
  // An instant booking writes an accepted answer no washer quoted (no quoted_at): a booking, not a quote's.
  const [quote] = appointment.quoteResponseId
    ? await db
        .select({ quotedAt: quoteResponses.quotedAt })
        .from(quoteResponses)
        .where(eq(quoteResponses.id, appointment.quoteResponseId))
    : [];
  const throughQuote = Boolean(quote?.quotedAt);
  await tell(
    washer,
    { email: 'booking', bell: throughQuote ? 'quote-accepted' : 'booking', sms: appointment.id },
    {
      subject: `New booking: ${appointment.ownerName}, ${formatSlot(appointment.serviceDate, appointment.startTime)}`,
      intro: washerBookedIntro(appointment.ownerName, throughQuote),
      details: [...details, ['Vehicle', appointment.vehicleDescription]],
      action: 'Open your schedule',
      path: '/provider/schedule',
      outro: 'The attached file adds the appointment to your calendar.',
      attachments: [attachment],
    },
  );
  if (notChosen.length === 0 || !appointment.quoteRequestId) return;
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, appointment.quoteRequestId));
  if (request)
    await tellWashers(db, tell, request, notChosen, { bell: 'quote-declined' }, (ownerName) => ({
      subject: `${ownerName} booked another washer`,
      intro: `${ownerName} chose another quote for the request below, so yours was declined. Nothing is booked with you.`,
      details: requestDetails(request),
      action: 'See your bids',
      path: '/provider/bids',
    }));
}

/** A job its washer completed: to the owner in the bell, and its receipt by mail. */
export async function appointmentCompleted(
  deps: NoticeDeps,
  eventId: string,
  tell: Tell,
  { appointmentId }: EventOf<'appointment-completed'>,
): Promise<void> {
  const { db } = deps;
  const appointment = await appointmentOf(db, appointmentId);
  if (!appointment) return;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  const { owner, washer } = parties;
  await tell(
    owner,
    { bell: 'job-completed' },
    {
      subject: `${washer.name} completed your wash`,
      intro: `${washer.name} marked the job of ${formatSlot(appointment.serviceDate, appointment.startTime)} completed. Rate it and see your receipt on the appointment page.`,
      details: bookingDetails(appointment),
      action: 'Open the appointment',
      path: `/appointments/${appointment.id}`,
    },
  );
  // The receipt is a mail of its own kind ("request updates" in the owner's settings).
  if (!(await wantsEmail(db, owner.id, 'receipt'))) return;
  const receipt = await receiptMailOf(db, appointmentId, deps.publicUrl);
  if (receipt)
    await deliverOnceOutside(db, eventId, `receipt-${owner.id}`, (idempotencyKey) =>
      deps.mailer.send({ to: receipt.owner.email, ...receipt.content, idempotencyKey }),
    );
}

/** A cancelled appointment, to the side that did not cancel it. */
export async function appointmentCancelled(
  db: Db,
  tell: Tell,
  { appointmentId, by, byName: who }: EventOf<'appointment-cancelled'>,
): Promise<void> {
  const appointment = await appointmentOf(db, appointmentId);
  if (!appointment) return;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  const { washer } = parties;
  // The owner reported the washer's no-show: the washer hears it, the owner did it.
  if (appointment.cancelReason === washerNoShowReason) {
    await tell(
      washer,
      { email: 'cancellation', bell: 'cancellation', sms: appointment.id },
      {
        subject: `No-show reported: ${formatSlot(appointment.serviceDate, appointment.startTime)}`,
        intro: `${parties.owner.name} reported that you did not come for the appointment below. It is cancelled and they were not charged.`,
        details: bookingDetails(appointment),
        action: 'Open your schedule',
        path: '/provider/schedule',
        outro: 'The attached file removes the appointment from your calendar.',
        attachments: [await calendarFile(db, appointment, washer.name)],
      },
    );
    return;
  }
  const recipient = by === 'washer' ? parties.owner : washer;
  const reason = appointment.cancelReason ? [['Reason', appointment.cancelReason] as const] : [];
  // The owner chooses what happens next on the booking's page; a series going on needs no choice.
  const seriesStays = by === 'washer' && (await seriesGoesOn(db, appointment));
  await tell(
    recipient,
    { email: 'cancellation', bell: 'cancellation', sms: appointment.id },
    {
      subject: `Appointment cancelled: ${formatSlot(appointment.serviceDate, appointment.startTime)}`,
      intro:
        by === 'washer'
          ? seriesStays
            ? washerCancelledTexts.seriesIntro(who)
            : washerCancelledTexts.intro(who)
          : `${who} cancelled the appointment below.`,
      details: [...bookingDetails(appointment), ...reason],
      action: by === 'washer' ? washerCancelledTexts.action : 'Open your schedule',
      path: by === 'washer' ? `/appointments/${appointment.id}` : '/provider/schedule',
      outro: 'The attached file removes the appointment from your calendar.',
      attachments: [await calendarFile(db, appointment, washer.name)],
    },
  );
  // Sudsy cancelled it for the owner, whose card could not be held: they hear it too.
  if (appointment.cancelReason === unpaidCancellationReason)
    await tell(
      parties.owner,
      { email: 'cancellation', bell: 'cancellation', sms: appointment.id },
      {
        subject: `Booking cancelled: ${formatSlot(appointment.serviceDate, appointment.startTime)}`,
        intro: `Your booking with ${washer.name} was cancelled because your card could not be held in time. You were not charged.`,
        details: bookingDetails(appointment),
        action: 'Open the appointment',
        path: `/appointments/${appointment.id}`,
        outro: 'The attached file removes the appointment from your calendar.',
        attachments: [await calendarFile(db, appointment, washer.name)],
      },
    );
}

/** A review, to the washer rated. */
export async function reviewPosted(db: Db, tell: Tell, { reviewId }: EventOf<'review-posted'>): Promise<void> {
  const [row] = await db
    .select({ review: reviews, appointment: appointments })
    .from(reviews)
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .where(eq(reviews.id, reviewId));
  if (!row) return;
  const washer = (await recipientsOf(db, [row.review.washerId])).get(row.review.washerId);
  if (!washer) return;
  const { review, appointment } = row;
  await tell(
    washer,
    { bell: 'review-received' },
    {
      subject: `${appointment.ownerName} rated your wash ${review.rating} of 5`,
      intro: review.comment ? `“${review.comment}”` : `${appointment.ownerName} left no comment.`,
      details: bookingDetails(appointment),
      action: 'See your reviews',
      // The public page, where the washer can reply to it.
      path: `/providers/${review.washerId}`,
    },
  );
}

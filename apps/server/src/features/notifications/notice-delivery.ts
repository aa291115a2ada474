import { and, eq, inArray } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import type { EmailNotificationKind } from '@sudsy/domain/notification-preferences';
import type { NotificationKind } from '@sudsy/domain/notifications';
import type { Role } from '@sudsy/domain/roles';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import { zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import {
  washerProfiles,
  user,
  quoteRequests,
  quoteResponses,
  appointments,
  appointmentSeries,
  rescheduleProposals,
  reviews,
} from '../../db/schema';
import type { BackgroundMailer } from '../../platform/mail/background-mailer';
import type { MailAttachment } from '../../platform/mail/mailer';
import { noticeMail } from '../../platform/mail/templates';
import { wantsEmail } from '../notification-preferences';
import { recordNotification, type NotificationPublisher } from '../notifications';
import { renderCalendar } from '../schedule';
import { scheduleOf } from './availability';
import { rescheduleMails } from './reschedule-mails';
import { seriesMails, type SeriesEvent } from './series-mails';
import type { AppointmentRow } from '../appointments';

/**
 * What the marketplace loop tells people (docs/product.md, "Notifications"), by email and in the
 * notification centre (the bell). The emails: a new request to each washer it went to, a new
 * quote to the owner, a booking to both sides (with the appointment as an .ics file), a
 * cancellation to the other side, a cancelled request to the washers who still had it open, a
 * lapsed quote to its washer when a reopened request finds its start passed, and each step of a
 * change of time (reschedule-mails.ts). The bell has each of those too, and also: a washer's quote
 * not chosen when the owner booked another, a job marked completed (to the owner) and a review (to
 * the washer). Each asks the recipient's preferences first. Mail goes out in the background; a
 * failure here is logged and never fails the action that caused it.
 */
export type BookingNotifier = {
  newRequest(requestId: string): Promise<void>;
  newQuote(requestId: string, washerId: string): Promise<void>;
  /** `notChosen`: the washers whose quotes on the request were declined by this booking. */
  booked(appointmentId: string, notChosen?: readonly string[]): Promise<void>;
  /** The washer marked the job completed. */
  completed(appointmentId: string): Promise<void>;
  /** The owner rated the job. */
  reviewed(reviewId: string): Promise<void>;
  cancelled(appointmentId: string, by: Role): Promise<void>;
  /** The owner cancelled a request these washers still had open (quoted or not yet answered). */
  requestCancelled(requestId: string, washerIds: readonly string[]): Promise<void>;
  /**
   * These washers' quotes on the request lapsed, their proposed start passed: while another washer
   * held the booking ('reopened', found when it was cancelled) or with nobody booked ('start-passed').
   */
  quotesLapsed(requestId: string, washerIds: readonly string[], why: QuoteLapse): Promise<void>;
  /** A new time was proposed, accepted, declined or withdrawn (reschedule-mails.ts says who hears what). */
  rescheduleChanged(proposalId: string): Promise<void>;
  /** A repeat series was asked for, accepted, ended or topped up with `leftOut` dates taken (series-mails.ts says who hears what). */
  seriesChanged(seriesId: string, event: SeriesEvent, leftOut?: readonly string[]): Promise<void>;
};

/** Why quotes lapsed: a cancelled booking reopened their request too late, or their start simply passed. */
export type QuoteLapse = 'reopened' | 'start-passed';

type Recipient = { id: string; email: string; name: string };
/** What one event says to one person; `path` is the page it is about. */
type Notice = Omit<Parameters<typeof noticeMail>[0], 'name' | 'url' | 'publicUrl'> & { path: string };
/** How it reaches them: by email of this kind, in the bell as this kind, or both. */
type Channels = { email?: EmailNotificationKind; bell?: NotificationKind };
type RequestRow = typeof quoteRequests.$inferSelect;

/** What a request asks for and where, as a mail's details. */
const requestDetails = (request: RequestRow): [string, string][] => [
  ['Services', serviceNames(request.serviceIds).join(', ')],
  ['Where', request.address],
];

export function createBookingNotifier({
  db,
  mailer,
  hub,
  publicUrl,
  logger,
}: {
  db: Db;
  mailer: BackgroundMailer;
  /** Tells the recipient's open pages of a new bell item, on every instance. */
  hub: NotificationPublisher;
  publicUrl: string;
  logger: Logger;
}): BookingNotifier {
  async function tell(to: Recipient, channels: Channels, { path, ...mail }: Notice): Promise<void> {
    if (channels.email && (await wantsEmail(db, to.id, channels.email)))
      mailer.sendLater({ to: to.email, ...noticeMail({ ...mail, name: to.name, url: link(path), publicUrl }) });
    if (channels.bell)
      await recordNotification(db, hub, {
        userId: to.id,
        kind: channels.bell,
        title: mail.subject,
        body: mail.intro,
        link: path,
      });
  }

  async function people(ids: readonly string[]): Promise<Map<string, Recipient>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: user.id, email: user.email, name: user.name, businessName: washerProfiles.businessName })
      .from(user)
      .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
      .where(inArray(user.id, [...ids]));
    return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, name: row.businessName || row.name }]));
  }

  /** The owner and the washer of an appointment, as recipients; null if either account is gone. */
  async function partiesOf(
    appointment: Pick<AppointmentRow, 'ownerId' | 'washerId'>,
  ): Promise<{ owner: Recipient; washer: Recipient } | null> {
    const found = await people([appointment.ownerId, appointment.washerId]);
    const owner = found.get(appointment.ownerId);
    const washer = found.get(appointment.washerId);
    return owner && washer ? { owner, washer } : null;
  }

  const guarded =
    <A extends unknown[]>(what: string, run: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await run(...args);
      } catch (error) {
        logger.error({ err: error, notification: what }, 'notification failed');
      }
    };

  const link = (path: string) => `${publicUrl}${path}`;

  /** Mails each of `washerIds` what `compose` writes them about the request, naming its owner. */
  async function tellWashers(
    request: RequestRow,
    washerIds: readonly string[],
    channels: Channels,
    compose: (ownerName: string) => Notice,
  ): Promise<void> {
    const found = await people([request.ownerId, ...washerIds]);
    const ownerName = found.get(request.ownerId)?.name ?? 'A car owner';
    for (const washerId of washerIds) {
      const washer = found.get(washerId);
      if (washer) await tell(washer, channels, compose(ownerName));
    }
  }

  return {
    newRequest: guarded('new-request', async (requestId) => {
      const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
      if (!request) return;
      const washerIds = (
        await db
          .select({ id: quoteResponses.washerId })
          .from(quoteResponses)
          .where(eq(quoteResponses.requestId, requestId))
      ).map((row) => row.id);
      const when =
        request.preferredDate && request.preferredTime
          ? formatSlot(request.preferredDate, request.preferredTime)
          : (request.preferredDate ?? 'Any time');
      await tellWashers(request, washerIds, { email: 'new-request', bell: 'new-request' }, (ownerName) => ({
        subject: `New quote request from ${ownerName}`,
        intro: `${ownerName} would like a quote from you.`,
        details: [
          ...requestDetails(request),
          ['When', when],
          ...(request.notes ? [['Notes', request.notes] as const] : []),
        ],
        action: 'See the request and quote',
        path: '/provider/bids',
      }));
    }),

    newQuote: guarded('new-quote', async (requestId, washerId) => {
      const [row] = await db
        .select({ request: quoteRequests, quote: quoteResponses })
        .from(quoteResponses)
        .innerJoin(quoteRequests, eq(quoteRequests.id, quoteResponses.requestId))
        .where(and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.washerId, washerId)));
      const { request, quote } = row ?? {};
      if (!request || !quote || quote.amountCents === null || quote.estimatedMinutes === null) return;
      const found = await people([request.ownerId, washerId]);
      const owner = found.get(request.ownerId);
      const washer = found.get(washerId);
      if (!owner || !washer) return;
      await tell(
        owner,
        { email: 'new-quote', bell: 'new-quote' },
        {
          subject: `New quote from ${washer.name}: ${formatCents(quote.amountCents, { always2: true })}`,
          intro: `${washer.name} sent you a quote for your request.`,
          details: [
            ['Price', formatCents(quote.amountCents, { always2: true })],
            ['Duration', formatMinutes(quote.estimatedMinutes)],
            ...(quote.proposedDate && quote.proposedTime
              ? [['Proposed start', formatSlot(quote.proposedDate, quote.proposedTime)] as const]
              : []),
            ...(quote.washerNotes ? [['Notes', quote.washerNotes] as const] : []),
          ],
          action: 'Compare quotes and book',
          path: `/customer/requests/${requestId}`,
        },
      );
    }),

    booked: guarded('booking', async (appointmentId, notChosen = []) => {
      const appointment = await appointmentOf(appointmentId);
      if (!appointment) return;
      const parties = await partiesOf(appointment);
      if (!parties) return;
      const { owner, washer } = parties;
      const attachment = await calendarFile(appointment, washer.name);
      const details = bookingDetails(appointment);
      await tell(
        owner,
        { email: 'booking', bell: 'booking' },
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
      await tell(
        washer,
        { email: 'booking', bell: 'quote-accepted' },
        {
          subject: `New booking: ${appointment.ownerName}, ${formatSlot(appointment.serviceDate, appointment.startTime)}`,
          intro: `${appointment.ownerName} accepted your quote. The job is in your schedule.`,
          details: [...details, ['Vehicle', appointment.vehicleDescription]],
          action: 'Open your schedule',
          path: '/provider/schedule',
          outro: 'The attached file adds the appointment to your calendar.',
          attachments: [attachment],
        },
      );
      if (notChosen.length > 0 && appointment.quoteRequestId) {
        const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, appointment.quoteRequestId));
        if (request)
          await tellWashers(request, notChosen, { bell: 'quote-declined' }, (ownerName) => ({
            subject: `${ownerName} booked another washer`,
            intro: `${ownerName} chose another quote for the request below, so yours was declined. Nothing is booked with you.`,
            details: requestDetails(request),
            action: 'See your bids',
            path: '/provider/bids',
          }));
      }
    }),

    completed: guarded('job-completed', async (appointmentId) => {
      const appointment = await appointmentOf(appointmentId);
      if (!appointment) return;
      const parties = await partiesOf(appointment);
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
    }),

    reviewed: guarded('review-received', async (reviewId) => {
      const [row] = await db
        .select({ review: reviews, appointment: appointments })
        .from(reviews)
        .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
        .where(eq(reviews.id, reviewId));
      if (!row) return;
      const washer = (await people([row.review.washerId])).get(row.review.washerId);
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
    }),

    cancelled: guarded('cancellation', async (appointmentId, by) => {
      const appointment = await appointmentOf(appointmentId);
      if (!appointment) return;
      const parties = await partiesOf(appointment);
      if (!parties) return;
      const { washer } = parties;
      const recipient = by === 'washer' ? parties.owner : washer;
      const who = by === 'washer' ? washer.name : appointment.ownerName;
      const reason = appointment.cancelReason ? [['Reason', appointment.cancelReason] as const] : [];
      await tell(
        recipient,
        { email: 'cancellation', bell: 'cancellation' },
        {
          subject: `Appointment cancelled: ${formatSlot(appointment.serviceDate, appointment.startTime)}`,
          intro:
            by === 'washer'
              ? `${who} cancelled the appointment below. Your request is open again: book another washer's quote or wait for more.`
              : `${who} cancelled the appointment below.`,
          details: [...bookingDetails(appointment), ...reason],
          action: by === 'washer' ? 'See your request' : 'Open your schedule',
          path:
            by === 'washer' && appointment.quoteRequestId
              ? `/customer/requests/${appointment.quoteRequestId}`
              : '/provider/schedule',
          outro: 'The attached file removes the appointment from your calendar.',
          attachments: [await calendarFile(appointment, washer.name)],
        },
      );
    }),

    requestCancelled: guarded('request-cancelled', async (requestId, washerIds) => {
      const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
      if (!request) return;
      await tellWashers(request, washerIds, { email: 'cancellation', bell: 'cancellation' }, (ownerName) => ({
        subject: `Quote request cancelled by ${ownerName}`,
        intro: `${ownerName} cancelled the request below. Nothing is booked, and any quote you sent no longer stands.`,
        details: requestDetails(request),
        action: 'See your bids',
        path: '/provider/bids',
      }));
    }),

    rescheduleChanged: guarded('reschedule', rescheduleChanged),
    seriesChanged: guarded('series', seriesChanged),

    quotesLapsed: guarded('quote-lapsed', async (requestId, washerIds, why) => {
      const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
      if (!request) return;
      await tellWashers(request, washerIds, { email: 'cancellation', bell: 'quote-lapsed' }, (ownerName) => ({
        subject: `Your quote for ${ownerName} has lapsed`,
        intro:
          why === 'reopened'
            ? `${ownerName}'s booking with another washer was cancelled and the request is open again, but the start you proposed has passed, so your quote lapsed. Nothing is booked.`
            : `The start you proposed to ${ownerName} has passed without a booking, so your quote lapsed. Nothing is booked.`,
        details: requestDetails(request),
        action: 'See your bids',
        path: '/provider/bids',
      }));
    }),
  };

  async function rescheduleChanged(proposalId: string): Promise<void> {
    const [row] = await db
      .select({ proposal: rescheduleProposals, appointment: appointments })
      .from(rescheduleProposals)
      .innerJoin(appointments, eq(appointments.id, rescheduleProposals.appointmentId))
      .where(eq(rescheduleProposals.id, proposalId));
    if (!row) return;
    const { proposal, appointment } = row;
    const parties = await partiesOf(appointment);
    if (!parties) return;
    const { owner, washer } = parties;
    for (const mail of rescheduleMails(proposal, appointment, { owner, washer })) {
      await tell(
        mail.to,
        { email: 'booking', bell: 'reschedule' },
        {
          subject: mail.subject,
          intro: mail.intro,
          details: mail.details,
          action: 'Open the appointment',
          path: `/appointments/${appointment.id}`,
          ...(mail.withCalendar
            ? {
                outro: 'The attached file moves the appointment in your calendar.',
                attachments: [await calendarFile(appointment, washer.name)],
              }
            : {}),
        },
      );
    }
  }

  async function seriesChanged(seriesId: string, event: SeriesEvent, leftOut: readonly string[] = []): Promise<void> {
    const [row] = await db
      .select({ series: appointmentSeries, first: appointments })
      .from(appointmentSeries)
      .innerJoin(appointments, eq(appointments.id, appointmentSeries.firstAppointmentId))
      .where(eq(appointmentSeries.id, seriesId));
    if (!row) return;
    const parties = await partiesOf(row.first);
    if (!parties) return;
    for (const mail of seriesMails(row.series, row.first, parties, event, leftOut))
      await tell(
        mail.to,
        { email: 'booking', bell: 'booking' },
        {
          ...mail,
          action: 'Open the appointment',
          path: `/appointments/${row.first.id}`,
        },
      );
  }

  async function appointmentOf(id: string): Promise<AppointmentRow | undefined> {
    const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
    return row;
  }

  /** The appointment as one calendar event, with the feed's uid so calendar apps treat both as one. */
  async function calendarFile(appointment: AppointmentRow, washerName: string): Promise<MailAttachment> {
    const { timeZone } = await scheduleOf(db, appointment.washerId);
    const instant = (time: string) => zonedTimeToInstant(appointment.serviceDate, time, timeZone);
    const content = renderCalendar({
      name: 'Sudsy booking',
      timeZone,
      now: new Date(),
      events: [
        {
          uid: `appointment-${appointment.id}@sudsy`,
          start: instant(appointment.startTime),
          end: instant(appointment.endTime),
          summary: `${serviceNames(appointment.services).join(', ') || 'Car wash'} – ${washerName} for ${appointment.ownerName}`,
          description: `Vehicle: ${appointment.vehicleDescription}`,
          location: appointment.address,
          status: appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        },
      ],
    });
    return { filename: 'sudsy-appointment.ics', contentType: 'text/calendar; charset=utf-8', content };
  }
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

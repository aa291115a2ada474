import { and, eq, inArray, ne } from 'drizzle-orm';
import { acceptSlotMessages, bookingMessages, slotEnd, type Booking } from '@sudsy/domain/booking';
import type { RepeatRequest } from '@sudsy/domain/repeat-series';
import { bookingPaymentRefusals, type BookingPaymentRefusal } from '@sudsy/domain/job-payment';
import { platformFeeCents } from '@sudsy/domain/payment-fees';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { vehicles } from '../vehicles/schema';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { appointments, jobPayments } from './schema';
import { AppError, conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { lockWasherSchedule, slotProblemOf } from './availability';
import { createSeries, type SeriesBasis } from './series-plan';
import { noticeHoursOf, toBooking, washerTimeZonesOf } from './views';

/**
 * A booking paid through Sudsy (payments on): the platform's fee it is booked under.
 */
export type JobPaymentTerms = { feePercent: number };

/**
 * The terms a booking of this owner with this washer would be made under: with payments on, paid
 * through Sudsy (`payment`), or refused while the washer has no payouts or the owner no card;
 * with payments off, `payment: null` and the owner pays at the job. Asked before the booking's
 * transaction, since it may ask the payment provider; a refusal is thrown inside it, once the
 * request or washer is known to be the caller's to book, so another's stays a 404.
 */
export type BookingTerms = { payment: JobPaymentTerms | null } | { refused: BookingPaymentRefusal };
export type BookingTermsOf = (ownerId: string, washerId: string) => Promise<BookingTerms>;

/** The booking's payment terms, or the 409 that says what is missing to book. */
export function paymentTermsOrRefuse(terms: BookingTerms): JobPaymentTerms | null {
  if ('refused' in terms) throw conflict(bookingPaymentRefusals[terms.refused], terms.refused);
  return terms.payment;
}

/** Shown as the appointment's vehicle when the request named none. */
export const noVehicleDescription = 'Vehicle not specified';

/**
 * The owner accepts a washer's quote, booking it in one transaction: the quote becomes accepted,
 * every other open answer on the request not chosen (open again should the booking be cancelled
 * while the request stays open), the request booked, and an appointment is made for
 * both sides. The request row and then the washer's schedule row are held while the washer's
 * calendar is checked again, so of two owners accepting overlapping quotes of one washer at once,
 * exactly one books and the other hears why not (409). Another owner's request is 404.
 */
export async function acceptQuote(
  db: Db,
  owner: Owner,
  requestId: string,
  washerId: string,
  repeat: RepeatRequest | null,
  terms: BookingTerms,
  now = new Date(),
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.ownerId, owner.id)))
      .for('update');
    if (!request) throw notFound();
    const [quote] = await tx
      .select()
      .from(quoteResponses)
      .where(and(eq(quoteResponses.requestId, request.id), eq(quoteResponses.washerId, washerId)));
    if (!quote) throw notFound();
    if (request.status !== 'sent') throw conflict(bookingMessages.requestClosed);
    const { amountCents, estimatedMinutes, proposedDate, proposedTime } = quote;
    if (
      quote.status !== 'quoted' ||
      amountCents === null ||
      estimatedMinutes === null ||
      proposedDate === null ||
      proposedTime === null
    ) {
      throw conflict(bookingMessages.quoteNotOpen);
    }
    const payment = paymentTermsOrRefuse(terms);

    const schedule = await lockWasherSchedule(tx, washerId);
    const slot = { date: proposedDate, start: proposedTime, durationMinutes: estimatedMinutes };
    const problem = await slotProblemOf(tx, washerId, schedule, slot, now);
    const end = slotEnd(proposedTime, estimatedMinutes);
    if (problem || end === null)
      throw new AppError(409, 'schedule_conflict', acceptSlotMessages[problem ?? 'outside-hours']);

    await tx.update(quoteResponses).set({ status: 'accepted' }).where(eq(quoteResponses.id, quote.id));
    const notChosen = await tx
      .update(quoteResponses)
      .set({ status: 'not-chosen' })
      .where(
        and(
          eq(quoteResponses.requestId, request.id),
          ne(quoteResponses.id, quote.id),
          inArray(quoteResponses.status, ['sent', 'quoted']),
        ),
      )
      .returning({ washerId: quoteResponses.washerId, amountCents: quoteResponses.amountCents });
    await tx.update(quoteRequests).set({ status: 'booked' }).where(eq(quoteRequests.id, request.id));

    const [vehicle] = request.vehicleId
      ? await tx
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.id, request.vehicleId), eq(vehicles.ownerId, owner.id)))
      : [];
    const booking = await insertBooking(
      tx,
      {
        washerId,
        ownerId: owner.id,
        quoteRequestId: request.id,
        quoteResponseId: quote.id,
        vehicleDescription: vehicle ? vehicleDescription(vehicle) : noVehicleDescription,
        address: request.address,
        services: request.serviceIds,
        serviceDate: proposedDate,
        startTime: proposedTime,
        endTime: end,
        status: 'scheduled',
        ownerName: owner.name,
        priceCents: amountCents,
      },
      repeat && { repeat, minutes: estimatedMinutes, timeZone: schedule.timeZone, notBefore: now },
      payment,
    );
    // Only the washers who had quoted hear their quote was declined; the others never answered.
    const declined = notChosen.filter((answer) => answer.amountCents !== null).map((answer) => answer.washerId);
    await recordBooking(tx, booking, declined);
    return booking;
  });
}

/** Tells of a booking made in `tx`: both sides, the washers `notChosen`, and the washer of a series asked for. */
export async function recordBooking(
  tx: Pick<Db, 'insert' | 'execute'>,
  booking: Booking,
  notChosen: string[],
): Promise<void> {
  await recordEvent(tx, { type: 'appointment-booked', appointmentId: booking.appointmentId, notChosen });
  if (booking.seriesId)
    await recordEvent(tx, { type: 'series-changed', seriesId: booking.seriesId, change: 'proposed', leftOut: [] });
}

/**
 * Writes a booking's appointment (scheduled, keeping the washer's cancellation notice of now), its
 * payment when paid through Sudsy (`terms`; its price and fee fixed now) and, when the owner asked
 * for a repeat, its series (series-plan.ts: 409 with the clashing dates, nothing written); answers
 * it as both sides read it.
 */
export async function insertBooking(
  tx: Pick<Db, 'insert' | 'select' | 'update' | 'execute'>,
  values: Omit<typeof appointments.$inferInsert, 'cancellationNoticeHours'>,
  series: (Omit<SeriesBasis, 'first'> & { repeat: RepeatRequest }) | null,
  terms: JobPaymentTerms | null,
): Promise<Booking> {
  const cancellationNoticeHours = await noticeHoursOf(tx, values.washerId);
  const [row] = await tx
    .insert(appointments)
    .values({ ...values, cancellationNoticeHours })
    .returning();
  if (!row) throw new Error('appointment insert returned nothing');
  if (terms && row.priceCents !== null)
    await tx.insert(jobPayments).values({
      appointmentId: row.id,
      amountCents: row.priceCents,
      feeCents: platformFeeCents(row.priceCents, terms.feePercent),
    });
  const seriesId = series ? await createSeries(tx, { ...series, first: row }, series.repeat) : null;
  return toBooking({ ...row, seriesId }, (await washerTimeZonesOf(tx, [values.washerId]))(values.washerId));
}

export function vehicleDescription(vehicle: typeof vehicles.$inferSelect): string {
  return vehicle.color ? `${vehicleLabel(vehicle)} (${vehicle.color})` : vehicleLabel(vehicle);
}

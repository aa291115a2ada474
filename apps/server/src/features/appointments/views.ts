import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { jobStart } from '@sudsy/domain/appointment';
import type { Booking } from '@sudsy/domain/booking';
import { defaultCancellationNoticeHours } from '@sudsy/domain/cancellation-policy';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { user } from '../../auth/schema';
import { washerProfiles } from '../washer-setup/schema';
import { washerSchedules } from '../schedule/schema';
import { appointments } from './schema';

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * The one reading of an appointment row under the API's names: the washer's schedule answers it as
 * is, the appointment pages and the bookings of requests and bids build on it.
 */
export function appointmentView(row: AppointmentRow) {
  return {
    id: row.id,
    date: row.serviceDate,
    start: row.startTime,
    end: row.endTime,
    status: row.status,
    services: row.services,
    address: row.address,
    vehicle: row.vehicleDescription,
    ownerName: row.ownerName,
  };
}

/** What a booking's washer asks of it: the zone its times are read in and the notice before a cancellation. */
export type WasherTerms = { timeZone: string; noticeHours: number };
const defaultTerms: WasherTerms = { timeZone: defaultTimeZone, noticeHours: defaultCancellationNoticeHours };

/** The terms of each washer, the defaults for one who saved no schedule or profile. */
export async function washerTermsOf(
  db: Pick<Db, 'select'>,
  washerIds: readonly string[],
): Promise<(washerId: string) => WasherTerms> {
  const rows =
    washerIds.length === 0
      ? []
      : await db
          .select({
            id: user.id,
            timeZone: washerSchedules.timeZone,
            noticeHours: washerProfiles.cancellationNoticeHours,
          })
          .from(user)
          .leftJoin(washerSchedules, eq(washerSchedules.washerId, user.id))
          .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
          .where(inArray(user.id, [...new Set(washerIds)]));
  const terms = new Map(
    rows.map((row) => [
      row.id,
      { timeZone: row.timeZone ?? defaultTimeZone, noticeHours: row.noticeHours ?? defaultCancellationNoticeHours },
    ]),
  );
  return (washerId) => terms.get(washerId) ?? defaultTerms;
}

/** The instant the job starts, its date and time read in the washer's zone. */
export const startOf = (row: AppointmentRow, terms: WasherTerms): Date =>
  jobStart({ date: row.serviceDate, start: row.startTime }, terms.timeZone);

/**
 * An appointment as the booking of a request or a quote: when, with whom, for how much, the
 * washer's notice before it, and any cancellation.
 */
export function toBooking(row: AppointmentRow, terms: WasherTerms): Booking {
  const { id, date, start, end, status } = appointmentView(row);
  return {
    appointmentId: id,
    washerId: row.washerId,
    date,
    start,
    end,
    status,
    priceCents: row.priceCents,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    cancelledLate: row.cancelledLate,
    startsAt: startOf(row, terms).toISOString(),
    cancellationNoticeHours: terms.noticeHours,
    seriesId: row.seriesId,
  };
}

/** The appointment booked from a request, the latest if there were several; for a washer only their own. */
export async function bookingOfRequest(db: Db, requestId: string, washerId: string | null): Promise<Booking | null> {
  const where: SQL | undefined =
    washerId === null
      ? eq(appointments.quoteRequestId, requestId)
      : and(eq(appointments.quoteRequestId, requestId), eq(appointments.washerId, washerId));
  const [row] = await db.select().from(appointments).where(where).orderBy(desc(appointments.createdAt)).limit(1);
  return row ? toBooking(row, (await washerTermsOf(db, [row.washerId]))(row.washerId)) : null;
}

/** The appointments booked from these quotes, by quote id. */
export async function bookingsOfQuotes(db: Db, quoteIds: readonly string[]): Promise<Map<string, Booking>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.quoteResponseId, [...quoteIds]));
  const termsOf = await washerTermsOf(
    db,
    rows.map((row) => row.washerId),
  );
  return new Map(
    rows.flatMap((row) =>
      row.quoteResponseId ? [[row.quoteResponseId, toBooking(row, termsOf(row.washerId))] as const] : [],
    ),
  );
}

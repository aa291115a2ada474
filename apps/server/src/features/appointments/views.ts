import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { jobStart } from '@sudsy/domain/appointment';
import type { Booking } from '@sudsy/domain/booking';
import { defaultCancellationNoticeHours } from '@sudsy/domain/cancellation-policy';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { washerSchedules } from '../schedule/schema';
import { washerProfiles } from '../washer-setup/schema';
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
    cars: row.cars,
    ownerName: row.ownerName,
  };
}

/** The zone each washer's job times are read in: the washer's schedule's, the default without one. */
export async function washerTimeZonesOf(
  db: Pick<Db, 'select'>,
  washerIds: readonly string[],
): Promise<(washerId: string) => string> {
  const rows =
    washerIds.length === 0
      ? []
      : await db
          .select({ id: washerSchedules.washerId, timeZone: washerSchedules.timeZone })
          .from(washerSchedules)
          .where(inArray(washerSchedules.washerId, [...new Set(washerIds)]));
  const zones = new Map(rows.map((row) => [row.id, row.timeZone]));
  return (washerId) => zones.get(washerId) ?? defaultTimeZone;
}

/** The washer's cancellation notice now, the one a booking made now keeps; the default without a profile. */
export async function noticeHoursOf(db: Pick<Db, 'select'>, washerId: string): Promise<number> {
  const [profile] = await db
    .select({ hours: washerProfiles.cancellationNoticeHours })
    .from(washerProfiles)
    .where(eq(washerProfiles.userId, washerId));
  return profile?.hours ?? defaultCancellationNoticeHours;
}

/** The instant the job starts, its date and time read in the washer's zone. */
export const startOf = (row: AppointmentRow, timeZone: string): Date =>
  jobStart({ date: row.serviceDate, start: row.startTime }, timeZone);

/**
 * An appointment as the booking of a request or a quote: when, with whom, for how much, the
 * washer's notice before it, and any cancellation.
 */
export function toBooking(row: AppointmentRow, timeZone: string): Booking {
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
    startsAt: startOf(row, timeZone).toISOString(),
    cancellationNoticeHours: row.cancellationNoticeHours,
    timeZone,
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
  return row ? toBooking(row, (await washerTimeZonesOf(db, [row.washerId]))(row.washerId)) : null;
}

/** The appointments booked from these quotes, by quote id. */
export async function bookingsOfQuotes(db: Db, quoteIds: readonly string[]): Promise<Map<string, Booking>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.quoteResponseId, [...quoteIds]));
  const zoneOf = await washerTimeZonesOf(
    db,
    rows.map((row) => row.washerId),
  );
  return new Map(
    rows.flatMap((row) =>
      row.quoteResponseId ? [[row.quoteResponseId, toBooking(row, zoneOf(row.washerId))] as const] : [],
    ),
  );
}

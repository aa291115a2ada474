import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Booking } from '@sudsy/domain/booking';
import type { Db } from '../../db/client';
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

/** An appointment as the booking of a request or a quote: when, with whom, for how much, and any cancellation. */
export function toBooking(row: AppointmentRow): Booking {
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
  };
}

/** The appointment booked from a request, the latest if there were several; for a washer only their own. */
export async function bookingOfRequest(db: Db, requestId: string, washerId: string | null): Promise<Booking | null> {
  const where: SQL | undefined =
    washerId === null
      ? eq(appointments.quoteRequestId, requestId)
      : and(eq(appointments.quoteRequestId, requestId), eq(appointments.washerId, washerId));
  const [row] = await db.select().from(appointments).where(where).orderBy(desc(appointments.createdAt)).limit(1);
  return row ? toBooking(row) : null;
}

/** The appointments booked from these quotes, by quote id. */
export async function bookingsOfQuotes(db: Db, quoteIds: readonly string[]): Promise<Map<string, Booking>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.quoteResponseId, [...quoteIds]));
  return new Map(rows.flatMap((row) => (row.quoteResponseId ? [[row.quoteResponseId, toBooking(row)] as const] : [])));
}

import { eq, inArray } from 'drizzle-orm';
import { ownerPhoneLabel } from '@sudsy/domain/owner-phone';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import { zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { quoteRequests } from '../requests/schema';
import { renderCalendar, timeZoneOf } from '../schedule';
import { appointments } from './schema';
import { requestOfBooking } from './service';
import type { AppointmentRow } from './views';

/** The owner's notes of bookings by appointment id (gate codes, where the keys are): each its request's, a repeat's first wash's. */
export async function notesOfBookings(db: Db, appointmentIds: readonly string[]): Promise<Map<string, string>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appointments.id, notes: quoteRequests.notes })
    .from(appointments)
    .innerJoin(quoteRequests, eq(quoteRequests.id, requestOfBooking))
    .where(inArray(appointments.id, [...appointmentIds]));
  return new Map(rows.map((row) => [row.id, row.notes]));
}

/** The booking's own page, where a calendar event links back to. */
export function bookingPageUrl(publicUrl: string, appointmentId: string): string {
  return `${publicUrl}/appointments/${appointmentId}`;
}

/**
 * The lines a booking's calendar event ends with, in the feed and in the .ics file alike: the
 * owner's phone when shared with the washer, the owner's notes and the link back to the booking.
 */
export function bookingEventLines({ phone, notes, url }: { phone?: string; notes: string; url?: string }): string[] {
  return [
    ...(phone ? [`${ownerPhoneLabel}: ${phone}`] : []),
    ...(notes ? [`Notes: ${notes}`] : []),
    ...(url ? [`Booking: ${url}`] : []),
  ];
}

/**
 * The booking as one calendar event (docs/product.md, "The booking page"), with the feed's uid so
 * calendar apps treat both as one: what, for whom, the car, the owner's notes and, given the
 * product's address, a link back to the booking page.
 */
export async function calendarFile(db: Db, appointment: AppointmentRow, washerName: string, publicUrl?: string) {
  const timeZone = await timeZoneOf(db, appointment.washerId);
  const instant = (time: string) => zonedTimeToInstant(appointment.serviceDate, time, timeZone);
  const notes = (await notesOfBookings(db, [appointment.id])).get(appointment.id) ?? '';
  const url = publicUrl ? bookingPageUrl(publicUrl, appointment.id) : undefined;
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
        description: [`Vehicle: ${appointment.vehicleDescription}`, ...bookingEventLines({ notes, url })].join('\n'),
        location: appointment.address,
        url,
        status: appointment.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      },
    ],
  });
  return { filename: 'sudsy-appointment.ics', contentType: 'text/calendar; charset=utf-8', content };
}

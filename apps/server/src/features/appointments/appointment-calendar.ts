import { eq } from 'drizzle-orm';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import { zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { quoteRequests } from '../requests/schema';
import { renderCalendar, timeZoneOf } from '../schedule';
import { appointments } from './schema';
import { requestOfBooking } from './service';
import type { AppointmentRow } from './views';

/** The owner's notes for a booking (gate codes, where the keys are): its request's, a repeat's first wash's; '' without any. */
async function notesOfBooking(db: Db, appointmentId: string): Promise<string> {
  const [row] = await db
    .select({ notes: quoteRequests.notes })
    .from(appointments)
    .innerJoin(quoteRequests, eq(quoteRequests.id, requestOfBooking))
    .where(eq(appointments.id, appointmentId));
  return row?.notes ?? '';
}

/**
 * The booking as one calendar event (docs/product.md, "The booking page"), with the feed's uid so
 * calendar apps treat both as one: what, for whom, the car, the owner's notes and, given the
 * product's address, a link back to the booking page.
 */
export async function calendarFile(db: Db, appointment: AppointmentRow, washerName: string, publicUrl?: string) {
  const timeZone = await timeZoneOf(db, appointment.washerId);
  const instant = (time: string) => zonedTimeToInstant(appointment.serviceDate, time, timeZone);
  const notes = await notesOfBooking(db, appointment.id);
  const url = publicUrl ? `${publicUrl}/appointments/${appointment.id}` : undefined;
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
        description: [
          `Vehicle: ${appointment.vehicleDescription}`,
          ...(notes ? [`Notes: ${notes}`] : []),
          ...(url ? [`Booking: ${url}`] : []),
        ].join('\n'),
        location: appointment.address,
        url,
        status: appointment.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      },
    ],
  });
  return { filename: 'sudsy-appointment.ics', contentType: 'text/calendar; charset=utf-8', content };
}

import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { ownerPhoneForWasher } from '@sudsy/domain/owner-phone';
import { blockedTimeTitle, schedulePastJobs, serviceNames } from '@sudsy/domain/schedule-rules';
import type { Appointment, ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import { addDays, dateInTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { renderCalendar, timeZoneOf, type CalendarEvent } from '../schedule';
import { blockedTimes, washerSchedules } from '../schedule/schema';
import { profiles } from '../profiles/schema';
import { bookingEventLines, bookingPageUrl, notesOfBookings } from './appointment-calendar';
import { appointments } from './schema';
import { appointmentView, type AppointmentRow } from './views';

// The washer's appointments as their schedule page shows them, and the calendar feed of them and
// of their blocked time.

/** How far back the calendar feed reaches, so subscribers still see the recent past. */
const feedHistoryDays = 90;
/** Caps on rows per answer: a schedule never needs more, and an answer stays small. */
const upcomingLimit = 500;
const feedLimit = 2000;

/**
 * The washer's appointments of today and later that were not cancelled (My Appointments' Cancelled
 * tab keeps those), today being the date in their zone, and apart from them their latest past jobs
 * that were not cancelled: the ones still to mark completed first, then the completed ones.
 */
export async function listScheduleAppointments(
  db: Db,
  washer: Washer,
  now = new Date(),
): Promise<ScheduleAppointments> {
  const timeZone = await timeZoneOf(db, washer.id);
  const today = dateInTimeZone(now, timeZone);
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washer.id),
        gte(appointments.serviceDate, today),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime))
    .limit(upcomingLimit);
  const past = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washer.id),
        lt(appointments.serviceDate, today),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(
      desc(sql`${appointments.status} = 'scheduled'`),
      desc(appointments.serviceDate),
      desc(appointments.startTime),
    )
    .limit(schedulePastJobs);
  return { today, timeZone, appointments: rows.map(appointmentView), past: past.map(appointmentView) };
}

/** One of the washer's appointments; anyone else's is 404, as if it did not exist. */
export async function getScheduleAppointment(db: Db, washer: Washer, id: string): Promise<Appointment> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.washerId, washer.id)));
  if (!row) throw notFound();
  return appointmentView(row);
}

/** Summary of an appointment in a calendar app: what, then for whom. */
function appointmentSummary(row: AppointmentRow): string {
  const names = serviceNames(row.services);
  return `${names.length > 0 ? names.join(', ') : 'Car wash'} – ${row.ownerName}`;
}

type BlockRow = typeof blockedTimes.$inferSelect;

/**
 * The washer's blocks as calendar events: a block within a day at its times, whole days as one
 * all-day event per stretch (its rows share the stretch's id), as the schedule lists them.
 */
function blockEvents(rows: readonly BlockRow[], instant: (date: string, time: string) => Date): CalendarEvent[] {
  const stretches = new Map<string, { first: BlockRow; last: BlockRow }>();
  const events: CalendarEvent[] = [];
  for (const row of rows) {
    if (!row.allDay) {
      events.push({
        uid: `block-${row.id}@sudsy`,
        start: instant(row.date, row.startTime),
        end: instant(row.date, row.endTime),
        summary: row.reason || blockedTimeTitle,
        status: 'CONFIRMED',
      });
      continue;
    }
    const id = row.groupId ?? row.id;
    const stretch = stretches.get(id);
    if (!stretch) stretches.set(id, { first: row, last: row });
    else if (row.date > stretch.last.date) stretch.last = row;
    else if (row.date < stretch.first.date) stretch.first = row;
  }
  for (const [id, { first, last }] of stretches) {
    events.push({
      uid: `block-${id}@sudsy`,
      firstDay: first.date,
      lastDay: last.date,
      summary: first.reason || blockedTimeTitle,
      status: 'CONFIRMED',
    });
  }
  return events;
}

/**
 * The feed behind `secret`, or null when no washer has that secret (any more). Each job carries
 * the owner's notes, their phone while it is shared with the washer (owner-phone.ts) and a link
 * back to the booking page (docs/product.md, "Schedule").
 */
export async function renderCalendarFeed(
  db: Db,
  secret: string,
  publicUrl: string,
  now = new Date(),
): Promise<string | null> {
  const [schedule] = await db.select().from(washerSchedules).where(eq(washerSchedules.calendarFeedSecret, secret));
  if (!schedule) return null;
  const { washerId, timeZone } = schedule;
  const since = addDays(dateInTimeZone(now, timeZone), -feedHistoryDays);
  const instant = (date: string, time: string) => zonedTimeToInstant(date, time, timeZone);

  const appointmentRows = await db
    .select({ appointment: appointments, phone: profiles.phone })
    .from(appointments)
    .leftJoin(profiles, eq(profiles.userId, appointments.ownerId))
    .where(and(eq(appointments.washerId, washerId), gte(appointments.serviceDate, since)))
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime))
    .limit(feedLimit);
  const notes = await notesOfBookings(
    db,
    appointmentRows.map(({ appointment }) => appointment.id),
  );
  const blockRows = await db
    .select()
    .from(blockedTimes)
    .where(and(eq(blockedTimes.washerId, washerId), gte(blockedTimes.date, since)))
    .orderBy(asc(blockedTimes.date), asc(blockedTimes.startTime))
    .limit(feedLimit);

  const events: CalendarEvent[] = [
    ...appointmentRows.map(({ appointment: row, phone }): CalendarEvent => {
      const url = bookingPageUrl(publicUrl, row.id);
      return {
        uid: `appointment-${row.id}@sudsy`,
        start: instant(row.serviceDate, row.startTime),
        end: instant(row.serviceDate, row.endTime),
        summary: appointmentSummary(row),
        description: [
          `Customer: ${row.ownerName}`,
          `Vehicle: ${row.vehicleDescription}`,
          `Services: ${serviceNames(row.services).join(', ')}`,
          ...bookingEventLines({
            phone: ownerPhoneForWasher(row.status, phone),
            notes: notes.get(row.id) ?? '',
            url,
          }),
        ].join('\n'),
        location: row.address,
        url,
        status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      };
    }),
    ...blockEvents(blockRows, instant),
  ];
  return renderCalendar({ name: 'Sudsy schedule', timeZone, events, now });
}

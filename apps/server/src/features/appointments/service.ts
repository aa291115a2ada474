import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  appointmentsPageSize,
  jobStart,
  soonestFirst,
  type AppointmentCounts,
  type AppointmentDetail,
  type AppointmentList,
  type AppointmentListItem,
} from '@sudsy/domain/appointment';
import { ownerPhoneForWasher } from '@sudsy/domain/owner-phone';
import type { Role } from '@sudsy/domain/roles';
import type { AppointmentStatus } from '@sudsy/domain/schedule-rules';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { pageOf, pastCursor } from '../../db/pagination';
import { quoteRequests } from '../requests/schema';

import { user as users } from '../../auth/schema';
import { vehicles } from '../vehicles/schema';
import { profiles } from '../profiles/schema';
import { washerProfiles } from '../washer-setup/schema';
import { washerSchedules } from '../schedule/schema';
import { notFound } from '../../http/app-error';
import { proposalsOf } from './reschedule-history';
import { appointmentCompletions, appointmentSeries, rescheduleProposals, appointments, reviews } from './schema';
import { appointmentView } from './views';

/** The appointments a user takes part in: a washer's jobs or an owner's bookings. */
export const partOf = (user: SessionUser): SQL =>
  user.role === 'washer' ? eq(appointments.washerId, user.id) : eq(appointments.ownerId, user.id);

/** The washer as owners know them: the business name, else the account name. */
export const washerName = sql<string>`coalesce(nullif(${washerProfiles.businessName}, ''), ${users.name})`;

/** Who proposed the new time still waiting for an answer (at most one is pending). */
const pendingRescheduleBy = sql<Role | null>`(select ${rescheduleProposals.proposedBy} from ${rescheduleProposals} where ${rescheduleProposals.appointmentId} = ${appointments.id} and ${rescheduleProposals.status} = 'pending')`;

const listColumns = {
  appointment: appointments,
  washerName,
  rating: reviews.rating,
  pendingRescheduleBy,
};

type ListRow = {
  appointment: typeof appointments.$inferSelect;
  washerName: string;
  rating: number | null;
  pendingRescheduleBy: Role | null;
};

function toListItem({
  appointment: row,
  washerName: name,
  rating,
  pendingRescheduleBy: by,
}: ListRow): AppointmentListItem {
  return {
    ...appointmentView(row),
    washer: { id: row.washerId, name },
    priceCents: row.priceCents,
    seriesId: row.seriesId,
    rating,
    pendingRescheduleBy: by,
  };
}

/**
 * A page of one tab of the user's appointments, from `cursor` on (docs/product.md, "Limits"), with
 * how many appointments every tab holds.
 */
export async function listAppointments(
  db: Db,
  viewer: SessionUser,
  status: AppointmentStatus,
  cursor?: string,
): Promise<AppointmentList> {
  const direction = soonestFirst(status) ? 'asc' : 'desc';
  const by = direction === 'asc' ? asc : desc;
  const when = [appointments.serviceDate, appointments.startTime];
  const after = cursor === undefined ? undefined : pastCursor(appointments, when, appointments.id, cursor, direction);
  const rows = await db
    .select(listColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(partOf(viewer), eq(appointments.status, status), after))
    .orderBy(...when.map((column) => by(column)), by(appointments.id))
    .limit(appointmentsPageSize + 1);
  const { page, more } = pageOf(rows, appointmentsPageSize);
  return {
    appointments: page.map(toListItem),
    nextCursor: more ? (page.at(-1)?.appointment.id ?? null) : null,
    counts: await countByStatus(db, viewer),
  };
}

async function countByStatus(db: Db, viewer: SessionUser): Promise<AppointmentCounts> {
  const rows = await db
    .select({ status: appointments.status, count: count() })
    .from(appointments)
    .where(partOf(viewer))
    .groupBy(appointments.status);
  const counted = (status: AppointmentStatus) => rows.find((row) => row.status === status)?.count ?? 0;
  return { scheduled: counted('scheduled'), completed: counted('completed'), cancelled: counted('cancelled') };
}

/** URL of a private job photo; readable by the appointment's washer and owner only. */
export const jobPhotoUrl = (appointmentId: string, side: 'before' | 'after', size: 'full' | 'thumb') =>
  `/api/appointments/${appointmentId}/photos/${side}${size === 'thumb' ? '/thumb' : ''}`;

/** The request a booking came from: its own, or for a repeat of a series the first wash's. */
export const requestOfBooking = sql<string>`coalesce(${appointments.quoteRequestId}, (select first_wash.quote_request_id
  from ${appointmentSeries} join ${appointments} first_wash on first_wash.id = ${appointmentSeries.firstAppointmentId}
  where ${appointmentSeries.id} = ${appointments.seriesId}))`;

/** One appointment for its washer or its owner; anyone else's, or an unknown id, is a 404. */
export async function getAppointmentDetail(db: Db, viewer: SessionUser, id: string): Promise<AppointmentDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      completion: appointmentCompletions,
      review: reviews,
      timeZone: washerSchedules.timeZone,
      requestNotes: quoteRequests.notes,
      vehicleId: vehicles.id,
      ownerPhone: profiles.phone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    // A repeat of a series books again from the request of the series' first wash.
    .leftJoin(quoteRequests, eq(quoteRequests.id, requestOfBooking))
    // Only a vehicle the owner still keeps: a removed one cannot be asked about again.
    .leftJoin(vehicles, and(eq(vehicles.id, quoteRequests.vehicleId), eq(vehicles.ownerId, appointments.ownerId)))
    .leftJoin(profiles, eq(profiles.userId, appointments.ownerId))
    .where(and(eq(appointments.id, id), partOf(viewer)));
  if (!row) throw notFound();
  const { completion, review, appointment } = row;
  // The vehicle id and notes are the owner's to reuse; the washer's page has no Book again.
  const ownersRequest = viewer.id === appointment.ownerId && row.requestNotes !== null;
  const photo = (side: 'before' | 'after', key: string | null | undefined) =>
    key ? { url: jobPhotoUrl(id, side, 'full'), thumbUrl: jobPhotoUrl(id, side, 'thumb') } : null;
  const { rating: _rating, pendingRescheduleBy: _pending, ...item } = toListItem(row);
  const timeZone = row.timeZone ?? defaultTimeZone;
  return {
    ...item,
    quoteRequestId: appointment.quoteRequestId,
    ownerId: appointment.ownerId,
    notes: row.requestNotes ?? '',
    ...(viewer.id === appointment.washerId
      ? { ownerPhone: ownerPhoneForWasher(appointment.status, row.ownerPhone) }
      : {}),
    startsAt: jobStart(item, timeZone).toISOString(),
    cancellationNoticeHours: appointment.cancellationNoticeHours,
    timeZone,
    bookedAt: appointment.createdAt.toISOString(),
    completedAt: completion?.completedAt.toISOString() ?? null,
    photos: { before: photo('before', completion?.beforeKey), after: photo('after', completion?.afterKey) },
    portfolioConsent: completion?.portfolioConsent ?? false,
    inPortfolio: completion?.galleryItemId != null,
    review: review
      ? { id: review.id, rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() }
      : null,
    reschedules: await proposalsOf(db, id),
    cancellation:
      appointment.status === 'cancelled' && appointment.cancelledBy
        ? { by: appointment.cancelledBy, reason: appointment.cancelReason, late: appointment.cancelledLate }
        : null,
    bookAgain: ownersRequest ? { vehicleId: row.vehicleId, notes: row.requestNotes ?? '' } : null,
  };
}

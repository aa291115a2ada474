import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { appointmentListLimit, type AppointmentDetail, type AppointmentListItem } from '@sudsy/domain/appointment';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, washerProfiles, reviews, user as users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { appointmentCompletions } from './schema';
import { appointmentView } from './views';

/** The appointments a user takes part in: a washer's jobs or an owner's bookings. */
export const partOf = (user: SessionUser): SQL =>
  user.role === 'washer' ? eq(appointments.washerId, user.id) : eq(appointments.ownerId, user.id);

/** The washer as owners know them: the business name, else the account name. */
const washerName = sql<string>`coalesce(nullif(${washerProfiles.businessName}, ''), ${users.name})`;

const listColumns = {
  appointment: appointments,
  washerName,
  rating: reviews.rating,
};

type ListRow = { appointment: typeof appointments.$inferSelect; washerName: string; rating: number | null };

function toListItem({ appointment: row, washerName: name, rating }: ListRow): AppointmentListItem {
  return {
    ...appointmentView(row),
    washer: { id: row.washerId, name },
    priceCents: row.priceCents,
    rating,
  };
}

/** Every appointment the user takes part in, latest date first. */
export async function listAppointments(db: Db, viewer: SessionUser): Promise<AppointmentListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(partOf(viewer))
    .orderBy(desc(appointments.serviceDate), desc(appointments.startTime), desc(appointments.id))
    .limit(appointmentListLimit);
  return rows.map(toListItem);
}

/** URL of a private job photo; readable by the appointment's washer and owner only. */
export const jobPhotoUrl = (appointmentId: string, side: 'before' | 'after', size: 'full' | 'thumb') =>
  `/api/appointments/${appointmentId}/photos/${side}${size === 'thumb' ? '/thumb' : ''}`;

/** One appointment for its washer or its owner; anyone else's, or an unknown id, is a 404. */
export async function getAppointmentDetail(db: Db, viewer: SessionUser, id: string): Promise<AppointmentDetail> {
  const [row] = await db
    .select({ ...listColumns, completion: appointmentCompletions, review: reviews })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .where(and(eq(appointments.id, id), partOf(viewer)));
  if (!row) throw notFound();
  const { completion, review, appointment } = row;
  const photo = (side: 'before' | 'after', key: string | null | undefined) =>
    key ? { url: jobPhotoUrl(id, side, 'full'), thumbUrl: jobPhotoUrl(id, side, 'thumb') } : null;
  const { rating: _rating, ...item } = toListItem(row);
  return {
    ...item,
    quoteRequestId: appointment.quoteRequestId,
    completedAt: completion?.completedAt.toISOString() ?? null,
    photos: { before: photo('before', completion?.beforeKey), after: photo('after', completion?.afterKey) },
    portfolioConsent: completion?.portfolioConsent ?? false,
    inPortfolio: completion?.galleryItemId != null,
    review: review
      ? { id: review.id, rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() }
      : null,
    cancellation:
      appointment.status === 'cancelled' && appointment.cancelledBy
        ? { by: appointment.cancelledBy, reason: appointment.cancelReason }
        : null,
  };
}

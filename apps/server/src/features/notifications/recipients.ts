import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../auth/schema';
import type { AppointmentRow } from '../appointments';
import { appointments } from '../appointments/schema';
import { washerProfiles } from '../washer-setup/schema';

/** Someone a notice goes to; a washer by their business name, as owners know them. */
export type Recipient = { id: string; email: string; name: string };

/** The accounts of `ids` that still exist, by id. */
export async function recipientsOf(db: Db, ids: readonly string[]): Promise<Map<string, Recipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, businessName: washerProfiles.businessName })
    .from(user)
    .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(inArray(user.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, name: row.businessName || row.name }]));
}

/** The owner and the washer of a booking; null if either account is gone. */
export async function partiesOf(
  db: Db,
  booking: { ownerId: string; washerId: string },
): Promise<{ owner: Recipient; washer: Recipient } | null> {
  const found = await recipientsOf(db, [booking.ownerId, booking.washerId]);
  const owner = found.get(booking.ownerId);
  const washer = found.get(booking.washerId);
  return owner && washer ? { owner, washer } : null;
}

/**
 * A job still scheduled, with both its sides: what a notice about the day of a job needs. Null when
 * it was cancelled or completed since the event, or either account is gone: nothing is told then.
 */
export async function scheduledJobOf(
  db: Db,
  appointmentId: string,
): Promise<{ appointment: AppointmentRow; owner: Recipient; washer: Recipient } | null> {
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (appointment?.status !== 'scheduled') return null;
  const parties = await partiesOf(db, appointment);
  return parties && { appointment, ...parties };
}

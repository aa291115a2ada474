import { eq } from 'drizzle-orm';
import type { Role } from '@sudsy/domain/roles';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { appointments } from './schema';
import type { AppointmentRow } from './views';

/**
 * The appointment, held until the transaction ends so changes to it (cancelling, moving, answering
 * a new time) happen one after another, and which side of it the user is. Anyone else's is 404.
 */
export async function lockAppointmentOf(
  tx: Pick<Db, 'select'>,
  user: SessionUser,
  appointmentId: string,
): Promise<{ appointment: AppointmentRow; by: Role }> {
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  const by = appointment?.washerId === user.id ? 'washer' : appointment?.ownerId === user.id ? 'owner' : null;
  if (!appointment || by === null) throw notFound();
  return { appointment, by };
}

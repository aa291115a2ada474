import { and, eq } from 'drizzle-orm';
import { checklistMessages, checklistOf, type Checklist } from '@sudsy/domain/checklists';
import type { ReceiptChecklist } from '@sudsy/domain/receipt';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { dayStepOf } from './job-day-service';
import { lockAppointmentOf } from './party';
import { appointments, checklistTicks } from './schema';
import { partOf } from './service';

/** The job's checklist with when each step was ticked, read from its booked services. */
async function checklistRows(db: Pick<Db, 'select'>, appointmentId: string, services: readonly string[]) {
  const ticks = await db.select().from(checklistTicks).where(eq(checklistTicks.appointmentId, appointmentId));
  const doneAt = new Map(ticks.map((tick) => [tick.itemKey, tick.doneAt.toISOString()]));
  return { items: checklistOf(services).map((item) => ({ ...item, doneAt: doneAt.get(item.key) ?? null })) };
}

/** A completed job's checklist for its receipt; null when the washer ticked none of it. */
export async function receiptChecklistOf(
  db: Pick<Db, 'select'>,
  appointmentId: string,
  services: readonly string[],
): Promise<ReceiptChecklist | null> {
  const { items } = await checklistRows(db, appointmentId, services);
  if (!items.some((item) => item.doneAt !== null)) return null;
  return items.map(({ service, label, doneAt }) => ({ service, label, done: doneAt !== null }));
}

/** The checklist of one of the viewer's jobs (docs/product.md, "The day of the job"); to both sides. */
export async function getChecklist(db: Db, viewer: SessionUser, appointmentId: string): Promise<Checklist> {
  const [row] = await db
    .select({ services: appointments.services })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), partOf(viewer)));
  if (!row) throw notFound();
  return checklistRows(db, appointmentId, row.services);
}

/**
 * The washer ticks a step done, or not done, while the job is in progress (scheduled, its day at In
 * progress); before that there is nothing to tick, and a completed job's checklist stays as it was.
 */
export async function tickChecklist(
  db: Db,
  washer: SessionUser,
  appointmentId: string,
  itemKey: string,
  done: boolean,
  now = new Date(),
): Promise<Checklist> {
  return db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, washer, appointmentId);
    if (by !== 'washer') throw forbidden(checklistMessages.washersOnly);
    if (!checklistOf(appointment.services).some((item) => item.key === itemKey))
      throw notFound(checklistMessages.unknownStep);
    if (appointment.status !== 'scheduled' || (await dayStepOf(tx, appointmentId)) !== 'in_progress')
      throw conflict(checklistMessages.notInProgress, 'not_in_progress');
    if (done) await tx.insert(checklistTicks).values({ appointmentId, itemKey, doneAt: now }).onConflictDoNothing();
    else
      await tx
        .delete(checklistTicks)
        .where(and(eq(checklistTicks.appointmentId, appointmentId), eq(checklistTicks.itemKey, itemKey)));
    return checklistRows(tx, appointmentId, appointment.services);
  });
}

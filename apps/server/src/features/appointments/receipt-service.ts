import { and, eq, type SQL } from 'drizzle-orm';
import { placeBeforeBooking } from '@sudsy/domain/bids';
import { receiptTotals } from '@sudsy/domain/ledger';
import {
  receiptLines,
  receiptMessages,
  receiptNumber,
  receiptPayment,
  receiptServices,
  type Receipt,
} from '@sudsy/domain/receipt';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { profiles } from '../profiles/schema';
import { washerProfiles } from '../washer-setup/schema';
import { user as users } from '../../auth/schema';
import { conflict, notFound } from '../../http/app-error';
import { movementsOfAppointment } from '../payments';
import { receiptChecklistOf } from './checklist-service';
import { appointmentCompletions, appointments, jobPayments } from './schema';
import { partOf, washerName } from './service';
import { appointmentView } from './views';

/**
 * The receipt of a completed job (docs/product.md, "Receipts") for its owner and its washer, who
 * both keep a record of it; anyone else's, or an unknown id, is a 404. A job not completed (or
 * booked before prices were kept) exists for the caller but has no receipt: a 409 that says why.
 */
export function getReceipt(db: Db, viewer: SessionUser, id: string): Promise<Receipt> {
  return receiptWhere(db, and(eq(appointments.id, id), partOf(viewer)), viewer.role === 'washer' ? 'washer' : 'owner');
}

/** The receipt of a job just completed, for the mail to its owner; no caller to check. */
export function receiptOfAppointment(db: Db, id: string): Promise<Receipt> {
  return receiptWhere(db, eq(appointments.id, id), 'owner');
}

async function receiptWhere(db: Db, where: SQL | undefined, side: 'owner' | 'washer'): Promise<Receipt> {
  const [row] = await db
    .select({
      appointment: appointments,
      washerName,
      washerAddress: washerProfiles.address,
      washerPhone: profiles.phone,
      completedAt: appointmentCompletions.completedAt,
      card: jobPayments.card,
      paidThroughSudsy: jobPayments.appointmentId,
    })
    .from(appointments)
    .leftJoin(jobPayments, eq(jobPayments.appointmentId, appointments.id))
    .innerJoin(users, eq(users.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .leftJoin(profiles, eq(profiles.userId, appointments.washerId))
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .where(where);
  if (!row) throw notFound();
  const { appointment, completedAt } = row;
  if (appointment.status !== 'completed' || completedAt === null)
    throw conflict(receiptMessages.notCompleted, 'not_completed');
  if (appointment.priceCents === null) throw conflict(receiptMessages.noPrice, 'no_price');
  const view = appointmentView(appointment);
  // The appointment stores the accepted quote as its price (for several cars, the sum of their
  // lines) and no change to it since, so the total is the stored price.
  const { lines, totalCents } = receiptLines({ quotedCents: appointment.priceCents, cars: appointment.cars });
  return {
    number: receiptNumber(appointment.id, view.date),
    appointmentId: appointment.id,
    completedAt: completedAt.toISOString(),
    washer: {
      id: appointment.washerId,
      name: row.washerName,
      locality: row.washerAddress ? placeBeforeBooking(row.washerAddress) : null,
      phone: row.washerPhone || null,
    },
    ownerName: view.ownerName,
    vehicle: view.vehicle,
    date: view.date,
    start: view.start,
    end: view.end,
    address: view.address,
    services: receiptServices(view.services),
    lines,
    totalCents,
    payment: row.paidThroughSudsy
      ? receiptPayment(receiptTotals(await movementsOfAppointment(db, appointment.id), appointment.id), row.card, side)
      : null,
    checklist: await receiptChecklistOf(db, appointment.id, appointment.services),
  };
}

import { asc, eq } from 'drizzle-orm';
import type { Dispute } from '@sudsy/domain/disputes';
import type { Db } from '../../db/client';
import { refundableCentsOf } from '../job-payments';
import type { disputes } from './schema';
import { disputePhotos } from './schema';

export type DisputeRow = typeof disputes.$inferSelect;

/** What a job was paid and can still give back: from the ledger when Sudsy held it, else the booked price. */
export async function paidOf(
  db: Db,
  appointment: { id: string; priceCents: number | null },
): Promise<{ throughSudsy: boolean; cents: number }> {
  const refundable = await refundableCentsOf(db, appointment.id);
  return refundable === null
    ? { throughSudsy: false, cents: appointment.priceCents ?? 0 }
    : { throughSudsy: true, cents: refundable };
}

/** A dispute photo's private URL, for the job's two sides. */
export const disputePhotoUrl = (appointmentId: string, photoId: string, size: 'full' | 'thumb') =>
  `/api/appointments/${appointmentId}/dispute/photos/${photoId}${size === 'thumb' ? '?size=thumb' : ''}`;

/** The same photo for an operator, through the console's own route. */
export const operatorPhotoUrl = (disputeId: string, photoId: string, size: 'full' | 'thumb') =>
  `/api/operator/disputes/${disputeId}/photos/${photoId}${size === 'thumb' ? '?size=thumb' : ''}`;

/** The dispute as its sides and the operator read it; `forOperator` points its photos at the console's route. */
export async function disputeView(
  db: Db,
  row: DisputeRow,
  paid: { throughSudsy: boolean; cents: number },
  forOperator = false,
): Promise<Dispute> {
  const photos = await db
    .select({ id: disputePhotos.id })
    .from(disputePhotos)
    .where(eq(disputePhotos.disputeId, row.id))
    .orderBy(asc(disputePhotos.addedAt), asc(disputePhotos.id));
  const url = (id: string, size: 'full' | 'thumb') =>
    forOperator ? operatorPhotoUrl(row.id, id, size) : disputePhotoUrl(row.appointmentId, id, size);
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    status: row.status,
    problem: row.problem,
    askedCents: row.askedCents,
    photos: photos.map(({ id }) => ({ id, url: url(id, 'full'), thumbUrl: url(id, 'thumb') })),
    openedAt: row.openedAt.toISOString(),
    dueAt:
      row.status === 'awaiting_washer' || row.status === 'awaiting_owner' ? (row.dueAt?.toISOString() ?? null) : null,
    answer:
      row.answerKind && row.answeredAt
        ? {
            kind: row.answerKind,
            message: row.answerMessage ?? '',
            redoDate: row.redoDate,
            redoTime: row.redoTime,
            offerCents: row.offerCents,
            at: row.answeredAt.toISOString(),
          }
        : null,
    offerAccepted: row.offerAccepted,
    escalation: row.escalation,
    resolution: row.resolution,
    refundCents: row.refundCents,
    decisionReason: row.decisionReason,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    paidThroughSudsy: paid.throughSudsy,
    paidCents: paid.cents,
  };
}

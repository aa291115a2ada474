import { and, desc, eq } from 'drizzle-orm';
import type { RescheduleProposal } from '@sudsy/domain/reschedule';
import type { Db } from '../../db/client';
import { rescheduleProposals } from './schema';

export type RescheduleProposalRow = typeof rescheduleProposals.$inferSelect;

/** A proposal under the API's names. */
export function proposalView(row: RescheduleProposalRow): RescheduleProposal {
  return {
    id: row.id,
    proposedBy: row.proposedBy,
    from: { date: row.fromDate, start: row.fromStart, end: row.fromEnd },
    to: { date: row.toDate, start: row.toStart, end: row.toEnd },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** Every proposal to move the appointment, the latest first: the history both sides read. */
export async function proposalsOf(db: Pick<Db, 'select'>, appointmentId: string): Promise<RescheduleProposal[]> {
  const rows = await db
    .select()
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.appointmentId, appointmentId))
    .orderBy(desc(rescheduleProposals.createdAt), desc(rescheduleProposals.id));
  return rows.map(proposalView);
}

/** A job that is completed or cancelled keeps its time: a proposal left unanswered lapses. */
export async function lapsePendingProposals(tx: Pick<Db, 'update'>, appointmentId: string, now: Date): Promise<void> {
  await tx
    .update(rescheduleProposals)
    .set({ status: 'lapsed', answeredAt: now })
    .where(and(eq(rescheduleProposals.appointmentId, appointmentId), eq(rescheduleProposals.status, 'pending')));
}

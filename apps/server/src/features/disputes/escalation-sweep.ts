import { and, eq, lte } from 'drizzle-orm';
import { silenceOf } from '@sudsy/domain/disputes';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { deadlineActor, recordStep } from './audit-step';
import { disputes } from './schema';

/**
 * Disputes whose side did not answer within 48 hours (the washer the report, the owner the offer) go
 * to an operator (docs/product.md, "Disputes"), each audited and told to both sides. Returns how many.
 */
export async function escalateOverdueDisputes(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const waiting of ['awaiting_washer', 'awaiting_owner'] as const) {
      const escalation = silenceOf(waiting);
      const overdue = await tx
        .update(disputes)
        .set({ status: 'with_operator', escalation, escalatedAt: now, dueAt: null })
        .where(and(eq(disputes.status, waiting), lte(disputes.dueAt, now)))
        .returning({ id: disputes.id });
      for (const { id } of overdue)
        await recordStep(tx, deadlineActor, 'escalated', id, {
          before: waiting,
          after: { status: 'with_operator', escalation },
        });
      moved += overdue.length;
    }
    return moved;
  });
}

/** Every five minutes, and at start for what a stop missed: a deadline is kept within minutes. */
export function disputeEscalationJob(db: Db): JobDefinition {
  return {
    name: 'dispute-escalation',
    cron: '*/5 * * * *',
    atStart: true,
    sweep: true,
    run: async () => void (await sweepPass('dispute-escalation', () => escalateOverdueDisputes(db))),
  };
}

import type { DisputeStatus, DisputeStep } from '@sudsy/domain/disputes';
import type { OperatorAction } from '@sudsy/domain/operator';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import { recordOperatorAction } from '../operator';

const actionOf: Record<DisputeStep, OperatorAction> = {
  opened: 'dispute.opened',
  answered: 'dispute.answered',
  offer_accepted: 'dispute.offer_accepted',
  offer_declined: 'dispute.offer_declined',
  escalated: 'dispute.escalated',
  decided: 'dispute.decided',
};

/** Who took a step: an owner, a washer or an operator by their account; the deadline by its name. */
export type StepActor = { name: string; id: string | null };

/** The 48-hour deadline, as the audit log names it when it hands a dispute to an operator. */
export const deadlineActor: StepActor = { name: 'Sudsy (48-hour deadline)', id: null };

/**
 * Every step of a dispute goes to the audit log (docs/operations.md, "Disputes"), so an operator
 * reads the whole case there, and both sides hear of it through the outbox; both in `tx`, the
 * transaction of the step itself.
 */
export async function recordStep(
  tx: Pick<Db, 'insert' | 'execute'>,
  actor: StepActor,
  step: DisputeStep,
  disputeId: string,
  change: { before: DisputeStatus | null; after: Record<string, unknown>; reason?: string | null },
): Promise<void> {
  await recordOperatorAction(tx, {
    actor,
    action: actionOf[step],
    subject: `dispute:${disputeId}`,
    reason: change.reason ?? null,
    before: change.before === null ? null : { status: change.before },
    after: change.after,
  });
  await recordEvent(tx, { type: 'dispute-changed', disputeId, step });
}

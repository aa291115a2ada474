import { receiptTotals } from '@sudsy/domain/ledger';
import type { DatedMovement } from '@sudsy/domain/payouts-summary';
import type { RefundView } from '../../platform/payments/payment-provider';
import { movementsOfAppointment } from '../payments';
import { recordRefund } from './refund-service';
import type { Job, JobPaymentDeps } from './settle-service';
import { recordTip } from './tip-service';

// The reconciliation of a paid job's tip and refunds (docs/payments.md, "Reconciliation"). Each is
// a provider object of its own, made by a call that our transaction follows (addTip's charge,
// refundJob's refund), with the same crash window between the two as a job's steps. What the
// provider made and our books lack is written with the services' own code; a tip that does not
// add up is reported.

/** What one comparison came to; `moved` when the payment changed before our write. */
export type Outcome = 'agrees' | 'repaired' | 'differs' | 'moved';

/**
 * The tip and the refunds of a payment whose books agree with its PaymentIntent, for a paid job
 * (only those take tips and refunds): one outcome for the tip, one for each refund written.
 */
export async function reconcileTipAndRefunds(
  deps: JobPaymentDeps,
  job: Job,
  movements: readonly DatedMovement[],
  now: Date,
): Promise<Outcome[]> {
  const { status } = job.payment;
  if (status !== 'captured' && status !== 'late_fee_charged') return [];
  const tip = status === 'captured' ? [await reconcileTip(deps, job, now)] : [];
  return [...tip, ...(await reconcileRefunds(deps, job, movements))];
}

/** The succeeded tip charge at the provider against the tip on our row (addTip allows one). */
async function reconcileTip({ db, provider, logger }: JobPaymentDeps, job: Job, now: Date): Promise<Outcome> {
  const { payment } = job;
  const charged = (await provider.tipIntentsOf(payment.appointmentId)).filter(
    (intent) => intent.status === 'succeeded',
  );
  const found = {
    appointmentId: payment.appointmentId,
    tip: { intentId: payment.tipIntentId, cents: payment.tipCents },
    provider: charged.map((intent) => ({ intentId: intent.id, capturedCents: intent.amountCapturedCents })),
  };
  const [tip, ...more] = charged;
  if (more.length > 0) {
    logger.error(found, 'payment discrepancy: the provider charged more than one tip');
    return 'differs';
  }
  if (tip && payment.tipCents === 0) {
    if (!(await recordTip(db, job, tip, now))) return 'moved';
    logger.warn(found, 'payment reconciled: recorded a tip the provider had charged');
    return 'repaired';
  }
  const same = tip
    ? tip.id === payment.tipIntentId && tip.amountCapturedCents === payment.tipCents
    : payment.tipCents === 0;
  if (same) return 'agrees';
  logger.error(found, "payment discrepancy: the provider's tip differs from ours");
  return 'differs';
}

/**
 * Each refund at the provider of the job's charge, then of its tip, that no refund movement
 * follows, written. In that order because refundJob gives back the price before the tip, and a
 * refund's share of the fee depends on what was refunded before it.
 */
async function reconcileRefunds(deps: JobPaymentDeps, job: Job, movements: readonly DatedMovement[]) {
  const recorded = new Set(
    movements.filter((movement) => movement.kind === 'refund').map((movement) => movement.paymentRef),
  );
  const outcomes: Outcome[] = [];
  for (const intentId of [job.payment.intentId, job.payment.tipIntentId]) {
    if (!intentId) continue;
    for (const refund of await deps.provider.refundsOf(intentId))
      if (!recorded.has(refund.id)) outcomes.push(await recordMissingRefund(deps, job, intentId, refund));
  }
  return outcomes;
}

/** A refund written as refundJob would have, after what the ledger shows refunded now, and told to the owner. */
async function recordMissingRefund(
  { db, logger }: JobPaymentDeps,
  job: Job,
  intentId: string,
  refund: RefundView,
): Promise<Outcome> {
  const { appointmentId } = job.payment;
  const recorded = await db.transaction(async (tx) => {
    const { refundedCents } = receiptTotals(await movementsOfAppointment(tx, appointmentId), appointmentId);
    return recordRefund(tx, job, refund, { refundedBeforeCents: refundedCents, announcedCents: refund.amountCents });
  });
  if (!recorded) return 'moved';
  logger.warn(
    { appointmentId, intentId, refund: { id: refund.id, amountCents: refund.amountCents, status: refund.status } },
    'payment reconciled: recorded a refund the provider had made',
  );
  return 'repaired';
}

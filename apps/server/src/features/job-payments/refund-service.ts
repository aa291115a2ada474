import { jobPaymentMessages, type JobPaymentView } from '@sudsy/domain/job-payment';
import { receiptTotals, refundTransaction } from '@sudsy/domain/ledger';
import { feeOnPartCents } from '@sudsy/domain/payment-fees';
import { refundMessages, type RefundInput } from '@sudsy/domain/payment-schemas';
import type { Washer } from '../../auth/access';
import { conflict, invalidFields } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { movementsOfAppointment, recordMovement } from '../payments';
import { jobPaymentOf, paymentOfParty, type JobPaymentReadDeps } from './service';
import type { JobPaymentDeps } from './settle-service';

/**
 * POST /api/appointments/:id/refund: the washer gives back part or all of what their job was paid
 * (goodwill), at most what is still unrefunded, the price first and then the tip. Each side gives
 * back its own share: the platform its fee in proportion to the price refunded, the washer the
 * rest. The route checks the input with refundSchema; the amount against the ledger, never on trust.
 */
export async function refundJob(
  deps: JobPaymentDeps & Pick<JobPaymentReadDeps, 'publishableKey'>,
  washer: Washer,
  appointmentId: string,
  { amountCents }: RefundInput,
): Promise<JobPaymentView | null> {
  const { appointment, payment } = await paymentOfParty(deps.db, washer, appointmentId);
  const paid = payment?.status === 'captured' || payment?.status === 'late_fee_charged';
  if (!payment || !paid || !payment.intentId) throw conflict(jobPaymentMessages.notRefundable, 'not_refundable');
  const totals = receiptTotals(await movementsOfAppointment(deps.db, appointmentId), appointmentId);
  if (amountCents > totals.totalPaidCents)
    throw invalidFields({ amountCents: refundMessages.tooLarge(totals.totalPaidCents) });

  // The price (or late fee) first, then the tip: each comes back from the charge that took it.
  const captured = payment.capturedCents;
  const feeOnCaptured = feeOnPartCents(captured, payment.amountCents, payment.feeCents);
  const fromPrice = Math.min(amountCents, captured - Math.min(totals.refundedCents, captured));
  const parts = [
    { intentId: payment.intentId, cents: fromPrice },
    { intentId: payment.tipIntentId, cents: amountCents - fromPrice },
  ].filter((part): part is { intentId: string; cents: number } => part.cents > 0 && part.intentId !== null);
  let refundedBefore = totals.refundedCents;
  for (const { intentId, cents } of parts) {
    const refund = await deps.provider.refund({
      paymentIntentId: intentId,
      amountCents: cents,
      refundApplicationFee: true,
      idempotencyKey: `refund-${intentId}-${refundedBefore}-${cents}`,
    });
    const movement = refundTransaction({
      ownerId: appointment.ownerId,
      washerId: appointment.washerId,
      appointmentId,
      amountCents: cents,
      priceCents: captured,
      feeCents: feeOnCaptured,
      refundedBeforeCents: refundedBefore,
    });
    refundedBefore += cents;
    const last = refundedBefore === totals.refundedCents + amountCents;
    await deps.db.transaction(async (tx) => {
      const recorded = await recordMovement(tx, movement, refund.id);
      // The owner hears of the whole refund once, with its last part.
      if (recorded && last)
        await recordEvent(tx, { type: 'money-moved', appointmentId, movement: 'refund', amountCents });
    });
  }
  return jobPaymentOf(deps, washer, appointmentId);
}

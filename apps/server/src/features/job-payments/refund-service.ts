import { eq } from 'drizzle-orm';
import { jobPaymentMessages, type JobPaymentView } from '@sudsy/domain/job-payment';
import { receiptTotals, refundTransaction } from '@sudsy/domain/ledger';
import { feeOnPartCents } from '@sudsy/domain/payment-fees';
import { refundMessages, type RefundInput } from '@sudsy/domain/payment-schemas';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, invalidFields } from '../../http/app-error';
import { jobPayments } from '../appointments/schema';
import { recordEvent } from '../../platform/events/record-event';
import type { RefundView } from '../../platform/payments/payment-provider';
import { movementsOfAppointment, recordMovement } from '../payments';
import { jobPaymentOf, paymentOfParty, type JobPaymentReadDeps } from './service';
import { jobOf, type Job, type JobPaymentDeps } from './settle-service';

/**
 * POST /api/appointments/:id/refund: the washer gives back part or all of what their job was paid
 * (goodwill), at most what is still unrefunded. The route checks the input with refundSchema; the
 * amount against the ledger, never on trust.
 */
export async function refundJob(
  deps: JobPaymentDeps & Pick<JobPaymentReadDeps, 'publishableKey'>,
  washer: Washer,
  appointmentId: string,
  { amountCents }: RefundInput,
): Promise<JobPaymentView | null> {
  const { appointment, payment } = await paymentOfParty(deps.db, washer, appointmentId);
  await refundPaidJob(deps, { appointment, payment }, amountCents);
  return jobPaymentOf(deps, washer, appointmentId);
}

/**
 * A dispute's refund (docs/product.md, "Disputes"): the owner took the washer's offer, or an operator
 * decided one. The same path as the washer's own refund; 409 when the job was not paid through Sudsy.
 */
export async function refundAppointment(deps: JobPaymentDeps, appointmentId: string, amountCents: number) {
  const job = await jobOf(deps.db, appointmentId);
  if (!job) throw conflict(jobPaymentMessages.notRefundable, 'not_refundable');
  await refundPaidJob(deps, job, amountCents);
}

/**
 * What a job paid through Sudsy can still give back, from the ledger: null when nothing was paid
 * through Sudsy (paid at the job, or not yet captured).
 */
export async function refundableCentsOf(db: Db, appointmentId: string): Promise<number | null> {
  const [payment] = await db.select().from(jobPayments).where(eq(jobPayments.appointmentId, appointmentId));
  if (!payment || !isRefundable(payment)) return null;
  return receiptTotals(await movementsOfAppointment(db, appointmentId), appointmentId).totalPaidCents;
}

type PaymentRow = typeof jobPayments.$inferSelect;
const isRefundable = (payment: PaymentRow): payment is PaymentRow & { intentId: string } =>
  (payment.status === 'captured' || payment.status === 'late_fee_charged') && payment.intentId !== null;

/**
 * Gives back `amountCents` of what the job was paid, at most what is still unrefunded, the price
 * first and then the tip. Each side gives back its own share: the platform its fee in proportion to
 * the price refunded, the washer the rest.
 */
async function refundPaidJob(
  deps: JobPaymentDeps,
  { appointment, payment }: { appointment: Job['appointment']; payment: PaymentRow | null },
  amountCents: number,
): Promise<void> {
  if (!payment || !isRefundable(payment)) throw conflict(jobPaymentMessages.notRefundable, 'not_refundable');
  const appointmentId = appointment.id;
  const totals = receiptTotals(await movementsOfAppointment(deps.db, appointmentId), appointmentId);
  if (amountCents > totals.totalPaidCents)
    throw invalidFields({ amountCents: refundMessages.tooLarge(totals.totalPaidCents) });

  // The price (or late fee) first, then the tip: each comes back from the charge that took it.
  const captured = payment.capturedCents;
  const fromPrice = Math.min(amountCents, captured - Math.min(totals.refundedCents, captured));
  const parts = [
    { intentId: payment.intentId, cents: fromPrice },
    { intentId: payment.tipIntentId, cents: amountCents - fromPrice },
  ].filter((part): part is { intentId: string; cents: number } => part.cents > 0 && part.intentId !== null);
  // The reconciliation watches a settled payment for 30 days from its last change: a refund is one,
  // so a refund the provider made just before a crash is still found by the passes that follow.
  await deps.db.update(jobPayments).set({ updatedAt: new Date() }).where(eq(jobPayments.appointmentId, appointmentId));
  let refundedBefore = totals.refundedCents;
  for (const { intentId, cents } of parts) {
    const refund = await deps.provider.refund({
      paymentIntentId: intentId,
      amountCents: cents,
      refundApplicationFee: true,
      idempotencyKey: `refund-${intentId}-${refundedBefore}-${cents}`,
    });
    const refundedBeforeCents = refundedBefore;
    refundedBefore += cents;
    // The owner hears of the whole refund once, with its last part.
    const announcedCents = refundedBefore === totals.refundedCents + amountCents ? amountCents : null;
    await deps.db.transaction((tx) =>
      recordRefund(tx, { appointment, payment }, refund, { refundedBeforeCents, announcedCents }),
    );
  }
}

/**
 * A refund the provider made of a job's price or tip (refundJob's, or one the reconciliation finds)
 * written in the ledger once; false when it already was. Each side gives back its share of the fee
 * taken on what was captured, as it stands after the `refundedBeforeCents` refunded before it. The
 * owner is told of `announcedCents` refunded (null: another part of the same refund tells them).
 */
export async function recordRefund(
  tx: Pick<Db, 'insert' | 'execute'>,
  { appointment, payment }: Pick<Job, 'appointment' | 'payment'>,
  refund: Pick<RefundView, 'id' | 'amountCents'>,
  { refundedBeforeCents, announcedCents }: { refundedBeforeCents: number; announcedCents: number | null },
): Promise<boolean> {
  const captured = payment.capturedCents;
  const movement = refundTransaction({
    ownerId: appointment.ownerId,
    washerId: appointment.washerId,
    appointmentId: appointment.id,
    amountCents: refund.amountCents,
    priceCents: captured,
    feeCents: feeOnPartCents(captured, payment.amountCents, payment.feeCents),
    refundedBeforeCents,
  });
  const recorded = await recordMovement(tx, movement, refund.id);
  if (recorded && announcedCents !== null)
    await recordEvent(tx, {
      type: 'money-moved',
      appointmentId: appointment.id,
      movement: 'refund',
      amountCents: announcedCents,
    });
  return recorded;
}

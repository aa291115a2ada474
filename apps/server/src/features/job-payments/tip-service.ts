import { and, eq } from 'drizzle-orm';
import { jobPaymentMessages, type JobPaymentView } from '@sudsy/domain/job-payment';
import { tipTransaction } from '@sudsy/domain/ledger';
import { tipMessages, tipSchema } from '@sudsy/domain/payment-fees';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, invalidFields } from '../../http/app-error';
import { jobPayments } from '../appointments/schema';
import { recordEvent } from '../../platform/events/record-event';
import type { PaymentIntentView } from '../../platform/payments/payment-provider';
import { recordMovement } from '../payments';
import { jobPaymentOf, paymentOfParty, tipUntilOf, type JobPaymentReadDeps } from './service';
import { sourceOf, type Job, type JobPaymentDeps } from './settle-service';

/**
 * POST /api/appointments/:id/tip: the owner tips a paid job once, within 48 hours of its
 * completion, from $1 up to the larger of $100 and the price (the job's own, never the client's).
 * Charged on its own to the owner's paying card, all of it to the washer (no fee); a declined card
 * is a 409 with the bank's words and nothing recorded.
 */
export async function addTip(
  deps: JobPaymentDeps & Pick<JobPaymentReadDeps, 'publishableKey'>,
  owner: Owner,
  appointmentId: string,
  input: unknown,
  now = new Date(),
): Promise<JobPaymentView | null> {
  const { appointment, payment, completedAt } = await paymentOfParty(deps.db, owner, appointmentId);
  if (!payment || payment.status !== 'captured') throw conflict(jobPaymentMessages.notPaid, 'not_paid');
  if (payment.tipCents > 0) throw conflict(jobPaymentMessages.alreadyTipped, 'already_tipped');
  if (!tipUntilOf(payment, completedAt, now)) throw conflict(tipMessages.windowClosed, 'tip_window_closed');
  const parsed = tipSchema(payment.amountCents).safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? tipMessages.required;
    throw invalidFields({ amountCents: message }, message);
  }
  const { amountCents } = parsed.data;
  const source = await sourceOf(deps, { appointment });
  if ('failure' in source) throw conflict(source.failure, 'card_declined');
  const intent = await deps.provider.chargeNow({
    customerId: source.card.payerId,
    paymentMethodId: source.card.card.id,
    amountCents,
    destinationAccountId: source.accountId,
    applicationFeeCents: 0,
    idempotencyKey: `tip-${appointmentId}-${amountCents}-${source.card.card.id}`,
    metadata: { appointmentId, kind: 'tip' },
  });
  if (intent.status !== 'succeeded') throw conflict(intent.declineMessage ?? 'The card was declined.', 'card_declined');
  await recordTip(deps.db, { appointment }, intent, now);
  return jobPaymentOf(deps, owner, appointmentId, now);
}

/**
 * A tip the provider charged (addTip's, or one the reconciliation finds) set on the payment, written
 * in the ledger and told to the washer, in one transaction; false when the payment has a tip already.
 */
export function recordTip(
  db: Db,
  { appointment }: Pick<Job, 'appointment'>,
  intent: PaymentIntentView,
  now: Date,
): Promise<boolean> {
  const amountCents = intent.amountCapturedCents;
  return db.transaction(async (tx) => {
    const [tipped] = await tx
      .update(jobPayments)
      .set({ tipCents: amountCents, tipIntentId: intent.id, updatedAt: now })
      .where(and(eq(jobPayments.appointmentId, appointment.id), eq(jobPayments.tipCents, 0)))
      .returning({ id: jobPayments.appointmentId });
    if (!tipped) return false;
    const parties = { ownerId: appointment.ownerId, washerId: appointment.washerId, appointmentId: appointment.id };
    await recordMovement(tx, tipTransaction({ ...parties, amountCents }), intent.id);
    await recordEvent(tx, { type: 'money-moved', appointmentId: appointment.id, movement: 'tip', amountCents });
    return true;
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cardFixDeadline,
  holdDueAt,
  jobPaymentMessages,
  jobPaymentSummary,
  type JobPaymentView,
} from '@sudsy/domain/job-payment';
import { holdTransaction, receiptTotals } from '@sudsy/domain/ledger';
import { canTipUntil, feeOnPartCents, isWithinTipWindow } from '@sudsy/domain/payment-fees';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Owner, SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { PaymentIntentView } from '../../platform/payments/payment-provider';
import { partOf, startOf } from '../appointments';
import { appointmentCompletions, appointments, jobPayments } from '../appointments/schema';
import { movementsOfAppointment, recordMovement, type PaymentEventTx } from '../payments';
import { washerSchedules } from '../schedule/schema';
import { settleJobPayment, type JobPaymentDeps } from './settle-service';

/** What reading a payment needs: the provider (null with payments off) and Stripe.js's key in Stripe mode. */
export type JobPaymentReadDeps = Omit<JobPaymentDeps, 'provider'> & {
  provider: JobPaymentDeps['provider'] | null;
  publishableKey?: string | null;
};

/** The caller's appointment with its payment (null when paid at the job); anyone else's is 404. */
export async function paymentOfParty(db: Db, caller: SessionUser, appointmentId: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      payment: jobPayments,
      timeZone: washerSchedules.timeZone,
      completedAt: appointmentCompletions.completedAt,
    })
    .from(appointments)
    .leftJoin(jobPayments, eq(jobPayments.appointmentId, appointments.id))
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .where(and(eq(appointments.id, appointmentId), partOf(caller)));
  if (!row) throw notFound();
  return row;
}

/**
 * GET /api/appointments/:id/payment: the job's payment as the caller's side sees it; the fee only
 * to the washer, the secret that confirms a payment only to the owner whose bank asks for it.
 */
export async function jobPaymentOf(
  deps: JobPaymentReadDeps,
  caller: SessionUser,
  appointmentId: string,
  now = new Date(),
): Promise<JobPaymentView | null> {
  const { appointment, payment, timeZone, completedAt } = await paymentOfParty(deps.db, caller, appointmentId);
  if (!payment) return null;
  const side = caller.role === 'washer' ? 'washer' : 'owner';
  const zone = timeZone ?? defaultTimeZone;
  const startsAt = startOf(appointment, zone);
  const money = receiptTotals(await movementsOfAppointment(deps.db, appointmentId), appointmentId);
  const late = payment.status === 'late_fee_charged';
  const feeOnCharged = late
    ? feeOnPartCents(payment.capturedCents, payment.amountCents, payment.feeCents)
    : payment.feeCents;
  const paid = late || payment.status === 'captured';
  const earned = paid
    ? money.washerNetCents
    : payment.status === 'released'
      ? 0
      : payment.amountCents - payment.feeCents;
  const confirming =
    deps.provider && side === 'owner' && payment.status === 'authentication_required' ? payment.intentId : null;
  const view = {
    status: payment.status,
    amountCents: payment.amountCents,
    feeCents: side === 'washer' ? feeOnCharged : null,
    earnedCents: side === 'washer' ? earned : null,
    holdAt: holdDueAt(startsAt).toISOString(),
    fixBy: cardFixDeadline(startsAt).toISOString(),
    card: side === 'owner' ? payment.card : null,
    failure: side === 'owner' ? payment.failure : null,
    clientSecret:
      confirming && deps.provider ? (await deps.provider.retrievePaymentIntent(confirming)).clientSecret : null,
    confirmWith: !confirming
      ? null
      : deps.publishableKey
        ? { mode: 'stripe' as const, publishableKey: deps.publishableKey }
        : { mode: 'local' as const },
    capturedCents: payment.capturedCents,
    tipCents: payment.tipCents,
    refundedCents: money.refundedCents,
    refundableCents: side === 'washer' ? money.totalPaidCents : null,
    tipUntil: side === 'owner' ? (tipUntilOf(payment, completedAt, now)?.toISOString() ?? null) : null,
  };
  return { ...view, summary: jobPaymentSummary(view, side, zone, now) };
}

/** Until when a tip can be added to a paid job: not yet tipped, within 48 hours of completion. */
export function tipUntilOf(
  payment: Pick<typeof jobPayments.$inferSelect, 'status' | 'tipCents'>,
  completedAt: Date | null,
  now: Date,
): Date | null {
  if (payment.status !== 'captured' || payment.tipCents > 0 || !completedAt) return null;
  return isWithinTipWindow(completedAt, now) ? canTipUntil(completedAt) : null;
}

/**
 * POST /api/appointments/:id/payment/retry: the owner fixed their card (or chose another) after a
 * failed hold: a new attempt, on their paying card now, at once.
 */
export async function retryJobPayment(
  deps: JobPaymentDeps & Pick<JobPaymentReadDeps, 'publishableKey'>,
  owner: Owner,
  appointmentId: string,
): Promise<JobPaymentView | null> {
  const { payment } = await paymentOfParty(deps.db, owner, appointmentId);
  const retried = payment
    ? await deps.db
        .update(jobPayments)
        .set({ status: 'scheduled', attempt: sql`${jobPayments.attempt} + 1`, failure: null, updatedAt: new Date() })
        .where(
          and(
            eq(jobPayments.appointmentId, appointmentId),
            inArray(jobPayments.status, ['hold_failed', 'authentication_required']),
          ),
        )
        .returning({ id: jobPayments.appointmentId })
    : [];
  if (retried.length === 0) throw conflict(jobPaymentMessages.notFailed, 'payment_not_failed');
  await settleJobPayment(deps, appointmentId);
  return jobPaymentOf(deps, owner, appointmentId);
}

/**
 * The owner answered their bank's challenge for a hold waiting on it: approved, the price is held;
 * refused, the hold failed and the card must be fixed. Written through `tx`, as a webhook handler
 * writes; a second report of the same answer finds the payment moved and changes nothing.
 */
export async function recordAuthentication(tx: PaymentEventTx, intent: PaymentIntentView): Promise<void> {
  const approved = intent.status === 'requires_capture';
  const failed = intent.status === 'requires_payment_method' && intent.declineCode !== 'authentication_required';
  if (!approved && !failed) return;
  const [moved] = await tx
    .update(jobPayments)
    .set(
      approved
        ? { status: 'held', failure: null, updatedAt: new Date() }
        : { status: 'hold_failed', failure: intent.declineMessage ?? null, updatedAt: new Date() },
    )
    .where(and(eq(jobPayments.intentId, intent.id), eq(jobPayments.status, 'authentication_required')))
    .returning({ appointmentId: jobPayments.appointmentId, amountCents: jobPayments.amountCents });
  if (!moved || !approved) return;
  const [appointment] = await tx
    .select({ ownerId: appointments.ownerId })
    .from(appointments)
    .where(eq(appointments.id, moved.appointmentId));
  if (!appointment) return;
  const movement = holdTransaction({ ownerId: appointment.ownerId, ...moved });
  await recordMovement(tx, movement, intent.id);
}

/** The job payment an owner's bank challenge is for: theirs (else 404) and waiting on it (else 409). */
export async function intentAwaitingOwner(db: Db, owner: Owner, appointmentId: string): Promise<string> {
  const { payment } = await paymentOfParty(db, owner, appointmentId);
  if (payment?.status !== 'authentication_required' || !payment.intentId)
    throw conflict(jobPaymentMessages.notFailed, 'payment_not_failed');
  return payment.intentId;
}

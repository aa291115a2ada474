import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  nextPaymentStep,
  noCardFailure,
  washerCannotBePaidFailure,
  type JobPaymentStatus,
  type PaymentStep,
} from '@sudsy/domain/job-payment';
import {
  captureTransaction,
  holdTransaction,
  lateFeeTransaction,
  releaseTransaction,
  type LedgerTransaction,
} from '@sudsy/domain/ledger';
import { feeOnPartCents, lateCancellationFeeCents } from '@sudsy/domain/payment-fees';
import { cardLabel } from '@sudsy/domain/payment-methods';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import type { PaymentIntentView, PaymentProvider } from '../../platform/payments/payment-provider';
import { cancelUnpaidBooking, startOf, type AppointmentRow } from '../appointments';
import { appointments, jobPayments } from '../appointments/schema';
import { payingCardOf, payoutAccountIdOf, recordMovement } from '../payments';
import { washerSchedules } from '../schedule/schema';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { failpoint } from './failpoint';

// The job engine's money (docs/payments.md, "Holds and captures"). Each step calls the provider
// first, outside any transaction (the local provider writes to this same database, and on the
// embedded one a transaction held open would wait for it forever), then writes the outcome, the
// payment's status and the ledger, in one transaction. A step is safe to repeat: the provider
// answers a repeated idempotency key as it did the first time, the status moves only from where
// the step found it, and the ledger records a movement once per provider object. So whatever a
// crash leaves half-done, the next sweep finishes the same way, and the reconciliation
// (reconcile.ts) writes from what the provider is found to have done.

export type JobPaymentDeps = { db: Db; provider: PaymentProvider; logger: Logger };

type JobPaymentRow = typeof jobPayments.$inferSelect;
export type Job = { payment: JobPaymentRow; appointment: AppointmentRow; startsAt: Date };

export async function jobOf(db: Db, appointmentId: string): Promise<Job | null> {
  const [row] = await db
    .select({ payment: jobPayments, appointment: appointments, timeZone: washerSchedules.timeZone })
    .from(jobPayments)
    .innerJoin(appointments, eq(appointments.id, jobPayments.appointmentId))
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .where(eq(jobPayments.appointmentId, appointmentId));
  if (!row) return null;
  return { ...row, startsAt: startOf(row.appointment, row.timeZone ?? defaultTimeZone) };
}

/** The late fee of a job and the platform's part of it, at the fee's rate the job was booked with. */
export function lateFeeOf(payment: JobPaymentRow) {
  const amountCents = lateCancellationFeeCents(payment.amountCents);
  return { amountCents, feeCents: feeOnPartCents(amountCents, payment.amountCents, payment.feeCents) };
}

type Change = Partial<Omit<JobPaymentRow, 'appointmentId' | 'amountCents' | 'feeCents'>>;

/**
 * Moves the payment from the status the step found it in (and the same attempt), with the ledger's
 * movements, in one transaction; false when another worker moved it first (nothing written).
 */
async function commit(
  db: Db,
  { payment }: Job,
  change: Change,
  movements: LedgerTransaction[],
  paymentRef: string | null,
  tellFailure = false,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(jobPayments)
      .set({ ...change, updatedAt: new Date() })
      .where(
        and(
          eq(jobPayments.appointmentId, payment.appointmentId),
          eq(jobPayments.status, payment.status),
          eq(jobPayments.attempt, payment.attempt),
        ),
      )
      .returning({ id: jobPayments.appointmentId });
    if (moved.length === 0) return false;
    for (const movement of movements) if (paymentRef) await recordMovement(tx, movement, paymentRef);
    if (tellFailure) await recordEvent(tx, { type: 'payment-failed', appointmentId: payment.appointmentId });
    return true;
  });
}

/** A declined hold or charge as the payment keeps it: waiting for the owner to confirm or fix the card. */
function failureOf(intent: PaymentIntentView): Change {
  return {
    status: intent.declineCode === 'authentication_required' ? 'authentication_required' : 'hold_failed',
    failure: intent.declineMessage ?? 'The card was declined.',
  };
}

/** What a hold, charge or tip is made on: the owner's paying card and the washer's account; or why it cannot be. */
export async function sourceOf({ db, provider }: JobPaymentDeps, { appointment }: Pick<Job, 'appointment'>) {
  const card = await payingCardOf(db, provider, appointment.ownerId);
  if (!card) return { failure: noCardFailure } as const;
  const accountId = await payoutAccountIdOf(db, appointment.washerId);
  if (!accountId) return { failure: washerCannotBePaidFailure } as const;
  return { card, accountId } as const;
}

async function hold(deps: JobPaymentDeps, job: Job): Promise<void> {
  const { payment } = job;
  const source = await sourceOf(deps, job);
  if ('failure' in source) {
    await commit(deps.db, job, { status: 'hold_failed', failure: source.failure }, [], null, true);
    return;
  }
  const { card, accountId } = source;
  const intent = await deps.provider.authorize({
    customerId: card.payerId,
    paymentMethodId: card.card.id,
    amountCents: payment.amountCents,
    destinationAccountId: accountId,
    applicationFeeCents: payment.feeCents,
    idempotencyKey: `hold-${payment.appointmentId}-${payment.attempt}-${card.card.id}`,
    metadata: { appointmentId: payment.appointmentId, kind: 'hold' },
  });
  const found = { intentId: intent.id, card: cardLabel(card.card) };
  if (intent.status !== 'requires_capture') {
    await commit(deps.db, job, { ...found, ...failureOf(intent) }, [], intent.id, true);
    return;
  }
  await recordHold(deps.db, job, intent, found);
}

// The record* functions write what the provider did in a step (or, for the reconciliation, what it
// is found to have done): the status moved from where the job was read, and the ledger's movement.
// Each answers false when the payment had moved on meanwhile, and then writes nothing.

/** A hold the provider approved (`requires_capture`): the price held. */
export function recordHold(
  db: Db,
  job: Job,
  intent: PaymentIntentView,
  found: Change = { intentId: intent.id },
): Promise<boolean> {
  const { payment, appointment } = job;
  const movement = holdTransaction({
    ownerId: appointment.ownerId,
    appointmentId: appointment.id,
    amountCents: payment.amountCents,
  });
  return commit(db, job, { ...found, status: 'held', failure: null }, [movement], intent.id);
}

function heldIntentOf(payment: JobPaymentRow): string {
  if (!payment.intentId) throw new Error(`job payment ${payment.appointmentId} is held without a payment intent`);
  return payment.intentId;
}

async function capture(deps: JobPaymentDeps, job: Job): Promise<void> {
  const { payment } = job;
  const intent = await deps.provider.capture({
    paymentIntentId: heldIntentOf(payment),
    applicationFeeCents: payment.feeCents,
    idempotencyKey: `capture-${payment.appointmentId}`,
  });
  failpoint('after-provider-capture');
  await recordCapture(deps.db, job, intent);
}

/** A hold captured at the provider (`succeeded`) for the job done: the washer's share and the fee. */
export function recordCapture(db: Db, job: Job, intent: PaymentIntentView): Promise<boolean> {
  const { payment, appointment } = job;
  const movement = captureTransaction({
    ownerId: appointment.ownerId,
    washerId: appointment.washerId,
    appointmentId: appointment.id,
    heldCents: payment.amountCents,
    capturedCents: intent.amountCapturedCents,
    feeCents: payment.feeCents,
  });
  const change: Change = { status: 'captured', capturedCents: intent.amountCapturedCents };
  return commit(db, job, change, [movement], intent.id);
}

async function chargeLateFee(deps: JobPaymentDeps, job: Job): Promise<void> {
  const { payment } = job;
  const { amountCents: lateFeeCents, feeCents } = lateFeeOf(payment);
  const intent = await deps.provider.capture({
    paymentIntentId: heldIntentOf(payment),
    amountToCaptureCents: lateFeeCents,
    applicationFeeCents: feeCents,
    idempotencyKey: `late-fee-${payment.appointmentId}`,
  });
  await recordLateFee(deps.db, job, intent);
}

/** The late fee captured from the hold at the provider: the fee's share to the washer, the rest released. */
export function recordLateFee(db: Db, job: Job, intent: PaymentIntentView): Promise<boolean> {
  const { payment, appointment } = job;
  const { amountCents: lateFeeCents, feeCents } = lateFeeOf(payment);
  const movement = lateFeeTransaction({
    ownerId: appointment.ownerId,
    washerId: appointment.washerId,
    appointmentId: appointment.id,
    heldCents: payment.amountCents,
    lateFeeCents,
    feeCents,
  });
  return commit(db, job, { status: 'late_fee_charged', capturedCents: lateFeeCents }, [movement], intent.id);
}

/**
 * A job done, or late-cancelled, with nothing held (the hold was not due yet, or the owner fixed a
 * failed one after it): the price, or the late fee, charged at once and recorded as a hold settled.
 */
async function chargeOutright(deps: JobPaymentDeps, job: Job): Promise<void> {
  const { payment, appointment } = job;
  const completed = appointment.status === 'completed';
  const { amountCents, feeCents } = completed ? payment : lateFeeOf(payment);
  const source = await sourceOf(deps, job);
  if ('failure' in source) {
    // A late cancellation with no card to charge ends uncharged; a job done waits for the owner's fix.
    const change: Change = completed ? { status: 'hold_failed', failure: source.failure } : { status: 'released' };
    await commit(deps.db, job, change, [], null, completed);
    return;
  }
  const { card, accountId } = source;
  const intent = await deps.provider.chargeNow({
    customerId: card.payerId,
    paymentMethodId: card.card.id,
    amountCents,
    destinationAccountId: accountId,
    applicationFeeCents: feeCents,
    idempotencyKey: `charge-${payment.appointmentId}-${payment.attempt}-${card.card.id}`,
    metadata: { appointmentId: payment.appointmentId, kind: completed ? 'job' : 'late_fee' },
  });
  const found = { intentId: intent.id, card: cardLabel(card.card) };
  if (intent.status !== 'succeeded') {
    const change: Change = completed ? { ...found, ...failureOf(intent) } : { ...found, status: 'released' };
    await commit(deps.db, job, change, [], intent.id, completed);
    return;
  }
  const parties = { ownerId: appointment.ownerId, washerId: appointment.washerId, appointmentId: appointment.id };
  const movements = [
    holdTransaction({ ...parties, amountCents }),
    completed
      ? captureTransaction({ ...parties, heldCents: amountCents, capturedCents: amountCents, feeCents })
      : lateFeeTransaction({ ...parties, heldCents: amountCents, lateFeeCents: amountCents, feeCents }),
  ];
  const status: JobPaymentStatus = completed ? 'captured' : 'late_fee_charged';
  await commit(deps.db, job, { ...found, status, capturedCents: amountCents, failure: null }, movements, intent.id);
}

/** The hold given back; a failed attempt is cancelled at the provider too, so nothing can confirm it later. */
async function release(deps: JobPaymentDeps, job: Job): Promise<void> {
  const { payment } = job;
  if (!payment.intentId || payment.status === 'scheduled') {
    await commit(deps.db, job, { status: 'released' }, [], null);
    return;
  }
  const intent = await deps.provider.cancel({
    paymentIntentId: payment.intentId,
    idempotencyKey: `release-${payment.intentId}`,
  });
  await recordRelease(deps.db, job, intent);
}

/** The payment cancelled at the provider (`canceled`): a hold it had goes back to the card. */
export function recordRelease(db: Db, job: Job, intent: PaymentIntentView): Promise<boolean> {
  const { payment, appointment } = job;
  const movements =
    payment.status === 'held'
      ? [
          releaseTransaction({
            ownerId: appointment.ownerId,
            appointmentId: appointment.id,
            amountCents: payment.amountCents,
          }),
        ]
      : [];
  return commit(db, job, { status: 'released' }, movements, intent.id);
}

/** The job's payment's next step as of `now` (domain job-payment.ts, nextPaymentStep). */
export function stepOf({ payment, appointment, startsAt }: Job, now: Date): PaymentStep {
  return nextPaymentStep({
    payment: payment.status,
    appointment: appointment.status,
    lateOwnerCancellation: appointment.cancelledBy === 'owner' && appointment.cancelledLate === true,
    startsAt,
    now,
  });
}

/**
 * Takes the job's payment its next step (domain job-payment.ts, nextPaymentStep) as of `now`, and
 * answers the step taken. Called after each change of the job and by the minute's sweep.
 */
export async function settleJobPayment(deps: JobPaymentDeps, appointmentId: string, now = new Date()) {
  const job = await jobOf(deps.db, appointmentId);
  if (!job) return 'none';
  const step = stepOf(job, now);
  switch (step) {
    case 'hold':
      await hold(deps, job);
      break;
    case 'capture':
      await capture(deps, job);
      break;
    case 'late_fee':
      await chargeLateFee(deps, job);
      break;
    case 'charge':
      await chargeOutright(deps, job);
      break;
    case 'release':
      await release(deps, job);
      break;
    case 'cancel_unpaid':
      // Its cancellation event brings the release.
      await cancelUnpaidBooking(deps.db, appointmentId, now);
      break;
    case 'none':
      break;
  }
  return step;
}

import { and, desc, eq, exists, gte, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { JobPaymentStatus, PaymentStep } from '@sudsy/domain/job-payment';
import { receiptTotals, type LedgerTransaction, type LedgerTransactionKind } from '@sudsy/domain/ledger';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import type { PaymentIntentView } from '../../platform/payments/payment-provider';
import { jobPayments } from '../appointments/schema';
import { movementsOfAppointment } from '../payments';
import { ledgerTransactions } from '../payments/schema';
import { reconcileTipAndRefunds, type Outcome } from './reconcile-tip-and-refunds';
import {
  jobOf,
  lateFeeOf,
  recordCapture,
  recordHold,
  recordLateFee,
  recordRelease,
  stepOf,
  type Job,
  type JobPaymentDeps,
} from './settle-service';

// The reconciliation (docs/payments.md, "Reconciliation"): our books compared with the provider's.
// A step calls the provider, then writes; a crash between the two leaves money moved at the
// provider that our books do not show. The steps themselves finish that when they are retried, as
// long as the provider still answers their idempotency key as the first time (Stripe keeps keys a
// day); the reconciliation reads what the provider did and writes it with the step's own code, so
// it needs no key and no retry. What it cannot explain it reports and leaves alone: it never
// writes money the provider's state does not show.

/** Settled payments stay under watch this long after their last change. */
const settledWatchDays = 30;
/** The most payments one pass reads from the provider: open ones first, then the latest settled. */
const passSize = 500;
const settledStatuses = ['captured', 'released', 'late_fee_charged'] as const satisfies JobPaymentStatus[];
/** The ledger's movements that follow a job's hold or charge (tips and refunds have objects of their own). */
const bookKinds = ['hold', 'capture', 'late_fee', 'release'] as const satisfies LedgerTransactionKind[];
const notHeldYet: readonly JobPaymentStatus[] = ['scheduled', 'hold_failed', 'authentication_required'];
const moneyTaken: readonly JobPaymentStatus[] = ['held', 'captured', 'late_fee_charged'];
/** A settled payment's movements, as `compare` lists them. */
const settledMovements: Partial<Record<JobPaymentStatus, string>> = {
  captured: 'capture,hold',
  late_fee_charged: 'hold,late_fee',
};

/** A pass's counts: the payments compared, and the writes and discrepancies among them (a payment may have several). */
export type ReconciliationSummary = { checked: number; repaired: number; discrepancies: number };

type Repair = 'hold' | 'capture' | 'late_fee' | 'release';
type Finding = { verdict: 'agrees' } | { verdict: 'repair'; repair: Repair } | { verdict: 'differs'; reason: string };

const recorders: Record<Repair, (deps: JobPaymentDeps, job: Job, intent: PaymentIntentView) => Promise<boolean>> = {
  hold: ({ db }, job, intent) => recordHold(db, job, intent),
  capture: ({ db }, job, intent) => recordCapture(db, job, intent),
  late_fee: ({ db }, job, intent) => recordLateFee(db, job, intent),
  release: ({ db }, job, intent) => recordRelease(db, job, intent),
};

const agrees: Finding = { verdict: 'agrees' };
const differs = (reason: string): Finding => ({ verdict: 'differs', reason });

/**
 * What the provider's PaymentIntent says of a job's payment against our status and ledger: the
 * same story, a step's write a crash left out (the one the job's next step would have made, for
 * the amount it would have taken), or something else.
 */
export function compare(
  job: Job,
  step: PaymentStep,
  intent: PaymentIntentView,
  movements: LedgerTransaction[],
): Finding {
  const { payment } = job;
  const kinds = movements
    .map((movement) => movement.kind)
    .filter((kind) => (bookKinds as readonly string[]).includes(kind))
    .sort()
    .join(',');
  const heldCents = movements
    .filter((movement) => movement.kind === 'hold')
    .flatMap((movement) => movement.entries)
    .reduce((sum, entry) => (entry.account.kind === 'held' ? sum + entry.amountCents : sum), 0);
  const { capturedCents } = receiptTotals(movements, payment.appointmentId);
  switch (intent.status) {
    case 'requires_capture':
      if (payment.status === 'held' && kinds === 'hold')
        return heldCents === intent.amountCents ? agrees : differs('the provider holds another amount than the ledger');
      if (notHeldYet.includes(payment.status) && kinds === '')
        return intent.amountCents === payment.amountCents
          ? { verdict: 'repair', repair: 'hold' }
          : differs("the provider holds another amount than the job's price");
      return differs('the provider holds the payment and our books do not');
    case 'succeeded': {
      const settledAs = settledMovements[payment.status];
      if (settledAs !== undefined && kinds === settledAs)
        return capturedCents === intent.amountCapturedCents && payment.capturedCents === intent.amountCapturedCents
          ? agrees
          : differs('the provider captured another amount than the ledger');
      if (payment.status === 'held' && kinds === 'hold' && (step === 'capture' || step === 'late_fee')) {
        const dueCents = step === 'capture' ? payment.amountCents : lateFeeOf(payment).amountCents;
        return intent.amountCents === payment.amountCents && intent.amountCapturedCents === dueCents
          ? { verdict: 'repair', repair: step }
          : differs('the provider captured another amount than the step takes');
      }
      return differs('the provider captured the payment and our books do not');
    }
    case 'canceled':
      if (payment.status === 'held' && kinds === 'hold') return { verdict: 'repair', repair: 'release' };
      if (
        (kinds === '' && !moneyTaken.includes(payment.status)) ||
        (kinds === 'hold,release' && payment.status === 'released')
      )
        return agrees;
      return differs('the provider cancelled the payment and our books do not');
    case 'requires_payment_method':
    case 'requires_action':
      // Declined, or waiting for the owner's bank: nothing was taken or held.
      if (kinds === '' && !moneyTaken.includes(payment.status)) return agrees;
      return differs('our books move money the provider has not taken');
  }
}

/** The payments a pass compares: open ones and those settled lately, with a provider object or a movement. */
async function paymentsToCompare({ db }: Pick<JobPaymentDeps, 'db'>, now: Date) {
  const open = notInArray(jobPayments.status, settledStatuses);
  const since = new Date(now.getTime() - settledWatchDays * 24 * 3_600_000);
  const hasMovements = exists(
    db
      .select({ one: sql`1` })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.appointmentId, jobPayments.appointmentId),
          inArray(ledgerTransactions.kind, bookKinds),
        ),
      ),
  );
  return db
    .select({ appointmentId: jobPayments.appointmentId, intentId: jobPayments.intentId })
    .from(jobPayments)
    .where(and(or(open, gte(jobPayments.updatedAt, since)), or(isNotNull(jobPayments.intentId), hasMovements)))
    .orderBy(sql`case when ${open} then 0 else 1 end`, desc(jobPayments.updatedAt))
    .limit(passSize);
}

/** What comparing one payment came to: its PaymentIntent's, then its tip's and each refund's outcome. */
async function reconcileOne(deps: JobPaymentDeps, appointmentId: string, now: Date): Promise<Outcome[]> {
  const { db, provider, logger } = deps;
  // The row and its movements as one moment saw them: a step's commit writes both at once.
  const read = await db.transaction(
    async (tx) => {
      const job = await jobOf(tx, appointmentId);
      return job && { job, movements: await movementsOfAppointment(tx, appointmentId) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!read) return ['moved'];
  const { job, movements } = read;
  const { payment } = job;
  const ids = { appointmentId, intentId: payment.intentId, status: payment.status };
  if (!payment.intentId) {
    logger.error(
      { ...ids, ledger: movements.map((movement) => movement.kind) },
      'payment discrepancy: the ledger moves money for a payment with no provider object',
    );
    return ['differs'];
  }
  // Read after our books, so a step finishing in between is seen moved when we write, not as a discrepancy.
  const intent = await provider.retrievePaymentIntent(payment.intentId);
  const finding = compare(job, stepOf(job, now), intent, movements);
  // A tip or refund follows a paid job our books agree on; after a repair, the next pass compares them.
  if (finding.verdict === 'agrees') return ['agrees', ...(await reconcileTipAndRefunds(deps, job, movements, now))];
  const found = {
    ...ids,
    provider: { status: intent.status, amountCents: intent.amountCents, capturedCents: intent.amountCapturedCents },
  };
  if (finding.verdict === 'differs') {
    logger.error(
      { ...found, amountCents: payment.amountCents, ledger: movements.map((movement) => movement.kind) },
      `payment discrepancy: ${finding.reason}`,
    );
    return ['differs'];
  }
  if (!(await recorders[finding.repair](deps, job, intent))) return ['moved'];
  logger.warn({ ...found, repair: finding.repair }, 'payment reconciled: recorded what the provider had done');
  return ['repaired'];
}

/**
 * One pass: each payment that may disagree with the provider compared, what a crash left half-done
 * written, the rest reported. A payment that cannot be read is logged and left to the next pass.
 * `signal` ends the pass between two payments (a server stopping).
 */
export async function reconcileJobPayments(
  deps: JobPaymentDeps,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<ReconciliationSummary> {
  const summary: ReconciliationSummary = { checked: 0, repaired: 0, discrepancies: 0 };
  for (const { appointmentId } of await paymentsToCompare(deps, now)) {
    if (signal?.aborted) break;
    try {
      const outcomes = await reconcileOne(deps, appointmentId, now);
      summary.checked += 1;
      summary.repaired += outcomes.filter((outcome) => outcome === 'repaired').length;
      summary.discrepancies += outcomes.filter((outcome) => outcome === 'differs').length;
    } catch (error) {
      deps.logger.error({ err: error, appointmentId }, 'payment reconciliation could not compare a payment');
    }
  }
  deps.logger.info({ ...summary, ...(signal?.aborted ? { stopped: true } : {}) }, 'payments reconciled');
  return summary;
}

/** The reconciliation as a job, once a day at a quiet hour in the US (03:30 UTC). */
export function paymentsReconciliationJob(deps: JobPaymentDeps): JobDefinition {
  return {
    name: 'payments-reconciliation',
    cron: '30 3 * * *',
    sweep: true,
    run: async () => void (await sweepPass('payments-reconciliation', () => reconcileJobPayments(deps))),
  };
}

/**
 * A pass as the server starts, outside the job queue: a job sent at start may be handed out while
 * a server that stops at once is closing its database, where this pass is cancelled and awaited
 * by the stop. Answers the stop.
 */
export function reconcileAtStart(deps: JobPaymentDeps): () => Promise<void> {
  const stop = new AbortController();
  const pass = reconcileJobPayments(deps, { signal: stop.signal }).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'payments reconciliation failed'),
  );
  return async () => {
    stop.abort();
    await pass;
  };
}

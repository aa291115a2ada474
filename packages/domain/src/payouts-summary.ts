// What a washer was paid through Sudsy (docs/product.md, "Payments"; docs/payments.md, "Payouts"):
// their balance, pending and available, what was paid out to their bank, each job's money and the
// net per month, all read from the ledger's movements that touched the washer's balance or bank.
// A payout the bank returned (payout_failed) undoes its payout in every figure: its money is back
// in the balance, and the jobs it covered are not paid out.
import { z } from 'zod';
import { bucketEarnings, earningsPeriodSchema } from './earnings';
import { availableOn, receiptTotals, washerBalanceCents, type LedgerTransaction } from './ledger';
import { formatCents } from './money';
import { paymentsModeSchema, type PaymentsMode } from './payment-schemas';
import { dateInTimeZone } from './schedule-time-zone';

/** The newest jobs and payouts the summary lists; its totals and months count every one. */
export const payoutsSummaryJobLimit = 50;
export const payoutsSummaryPayoutLimit = 24;

/**
 * Where a job's money stands for the washer. Payouts take the oldest money first, as a bank
 * statement reads: a job is paid out once every payout so far covers it and all older jobs.
 * pending: not paid out and still inside the payout delay; available: can be paid out;
 * refunded: nothing of it is left to the washer.
 */
export const payoutJobStatusSchema = z.enum(['pending', 'available', 'paid_out', 'refunded']);
export type PayoutJobStatus = z.infer<typeof payoutJobStatusSchema>;

const cents = z.number().int();

export const payoutJobSchema = z.object({
  appointmentId: z.string(),
  /** The day it was charged ('yyyy-MM-dd', the washer's time zone): at completion, or the late cancellation. */
  date: z.string(),
  /** Charged as a late cancellation's fee rather than the job's price. */
  lateFee: z.boolean(),
  /** What was captured: the price, or the late fee. */
  priceCents: cents,
  /** Sudsy's fee on it, less the part given back with refunds. */
  feeCents: cents,
  tipCents: cents,
  refundedCents: cents,
  /** The washer's: price − fee + tip − refunded. */
  netCents: cents,
  status: payoutJobStatusSchema,
  /** When its newest money (the capture, or a later tip) can be paid out, ISO. */
  availableOn: z.string(),
});
export type PayoutJob = z.infer<typeof payoutJobSchema>;

/** paid: it reached the washer's bank; failed: the bank returned it, and its money is back in the balance. */
export const payoutEntryStatusSchema = z.enum(['paid', 'failed']);
export type PayoutEntryStatus = z.infer<typeof payoutEntryStatusSchema>;

export const payoutEntrySchema = z.object({
  /** The provider's payout (po_…). */
  id: z.string(),
  /** The day it was recorded as paid, 'yyyy-MM-dd' in the washer's time zone. */
  date: z.string(),
  amountCents: cents,
  status: payoutEntryStatusSchema,
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

/** GET /api/payouts/summary. */
export const payoutsSummarySchema = z.object({
  /** off: customers pay the washer at the job, and every figure is 0. */
  mode: paymentsModeSchema,
  /** Inside the payout delay: not yet available. */
  pendingCents: cents,
  /** The rest of the balance; below 0 when refunds took back more than was left to pay out. */
  availableCents: cents,
  /** Every payout, less those the bank returned. */
  paidOutCents: cents,
  /** Newest first, at most `payoutsSummaryJobLimit`. */
  jobs: z.array(payoutJobSchema),
  /** Every job paid through Sudsy, listed or not. */
  jobsTotal: z.number().int().min(0),
  /** Newest first, at most `payoutsSummaryPayoutLimit`. */
  payouts: z.array(payoutEntrySchema),
  /** The jobs' net per month over the last 12 months, oldest first, counted on each job's date. */
  monthly: z.array(earningsPeriodSchema),
});
export type PayoutsSummary = z.infer<typeof payoutsSummarySchema>;

/** A movement of the ledger with when it was recorded and the provider's object it follows. */
export type DatedMovement = LedgerTransaction & { at: Date; paymentRef: string };

export type PayoutsSummaryInput = {
  mode: PaymentsMode;
  washerId: string;
  /** Every movement that touched the washer's balance or bank (any order). */
  movements: readonly DatedMovement[];
  now: Date;
  /** The washer's schedule's time zone: the days and months are theirs. */
  timeZone: string;
};

const creditKinds: ReadonlySet<LedgerTransaction['kind']> = new Set(['capture', 'late_fee', 'tip']);

function washerShare(movement: LedgerTransaction, washerId: string, kind: 'washer_balance' | 'washer_bank'): number {
  return movement.entries.reduce(
    (sum, { account, amountCents }) =>
      account.kind === kind && account.washerId === washerId ? sum + amountCents : sum,
    0,
  );
}

const newestFirst = (a: DatedMovement, b: DatedMovement) => b.at.getTime() - a.at.getTime();

/** A summary with nothing in it: payments off, or nothing paid through Sudsy yet. */
export function emptyPayoutsSummary(mode: PaymentsMode, today: string): PayoutsSummary {
  return {
    mode,
    pendingCents: 0,
    availableCents: 0,
    paidOutCents: 0,
    jobs: [],
    jobsTotal: 0,
    payouts: [],
    monthly: bucketEarnings([], today).monthly,
  };
}

/**
 * The washer's payouts summary from their movements. Pending is the money credited inside the
 * payout delay (`availableOn`), at most what the balance holds (a payout may already have taken
 * it, as the local provider's does); available is the rest of the balance, so the two always add
 * up to it.
 */
export function payoutsSummary({ mode, washerId, movements, now, timeZone }: PayoutsSummaryInput): PayoutsSummary {
  const today = dateInTimeZone(now, timeZone);
  if (mode === 'off') return emptyPayoutsSummary(mode, today);
  const balanceCents = washerBalanceCents(movements, washerId);
  const paidOutCents = movements.reduce((sum, movement) => sum + washerShare(movement, washerId, 'washer_bank'), 0);

  const recentCredits = movements
    .filter((movement) => creditKinds.has(movement.kind) && availableOn(movement.at) > now)
    .reduce((sum, movement) => sum + Math.max(0, washerShare(movement, washerId, 'washer_balance')), 0);
  const pendingCents = Math.min(recentCredits, Math.max(balanceCents, 0));

  const byJob = new Map<string, DatedMovement[]>();
  for (const movement of movements) {
    if (movement.appointmentId === undefined) continue;
    byJob.set(movement.appointmentId, [...(byJob.get(movement.appointmentId) ?? []), movement]);
  }
  const jobs: (Omit<PayoutJob, 'status' | 'availableOn'> & { at: Date; availableAt: Date })[] = [];
  for (const [appointmentId, ofJob] of byJob) {
    const charge = ofJob.find((movement) => movement.kind === 'capture' || movement.kind === 'late_fee');
    // Money reaches a washer's balance only through a charge; a job without one is not theirs yet.
    if (!charge) continue;
    const credits = ofJob.filter((movement) => creditKinds.has(movement.kind));
    const lastCredit = credits.reduce((latest, movement) => (movement.at > latest ? movement.at : latest), charge.at);
    const totals = receiptTotals(ofJob, appointmentId);
    jobs.push({
      appointmentId,
      date: dateInTimeZone(charge.at, timeZone),
      lateFee: charge.kind === 'late_fee',
      priceCents: totals.capturedCents,
      feeCents: totals.feeCents,
      tipCents: totals.tipCents,
      refundedCents: totals.refundedCents,
      netCents: totals.washerNetCents,
      at: charge.at,
      availableAt: availableOn(lastCredit),
    });
  }
  jobs.sort((a, b) => b.at.getTime() - a.at.getTime() || a.appointmentId.localeCompare(b.appointmentId));

  // Oldest money out first: a job is paid out when the nets of the jobs newer than it cover the
  // balance still owed (the cumulative net up to it is then at most what was paid out).
  let newerCents = 0;
  const listed: PayoutJob[] = jobs.map(({ at: _at, availableAt, ...job }) => {
    const status: PayoutJobStatus =
      job.netCents <= 0
        ? 'refunded'
        : newerCents >= balanceCents
          ? 'paid_out'
          : availableAt > now
            ? 'pending'
            : 'available';
    newerCents += job.netCents;
    return { ...job, status, availableOn: availableAt.toISOString() };
  });

  // A payout's failure is recorded under the payout's own id.
  const returned = new Set(
    movements.filter((movement) => movement.kind === 'payout_failed').map((movement) => movement.paymentRef),
  );
  const payouts = movements
    .filter((movement) => movement.kind === 'payout')
    .sort(newestFirst)
    .slice(0, payoutsSummaryPayoutLimit)
    .map((movement): PayoutEntry => ({
      id: movement.paymentRef,
      date: dateInTimeZone(movement.at, timeZone),
      amountCents: washerShare(movement, washerId, 'washer_bank'),
      status: returned.has(movement.paymentRef) ? 'failed' : 'paid',
    }));

  return {
    mode,
    pendingCents,
    availableCents: balanceCents - pendingCents,
    paidOutCents,
    jobs: listed.slice(0, payoutsSummaryJobLimit),
    jobsTotal: listed.length,
    payouts,
    monthly: bucketEarnings(
      listed.map((job) => ({ serviceDate: job.date, priceCents: job.netCents })),
      today,
    ).monthly,
  };
}

export const payoutsSummaryTexts = {
  title: 'Your earnings through Sudsy',
  pending: 'Pending',
  pendingHint: 'Paid for recent jobs: available two days after each payment',
  available: 'Available',
  availableHint: 'Ready to be paid out to your bank',
  paidOut: 'Paid out',
  paidOutHint: 'Sent to your bank so far',
  empty: 'No payouts yet — your first job paid through Sudsy shows here',
  emptyDescription: 'Jobs paid at the job by the customer are not listed: only those paid by card through Sudsy.',
  paymentsOff: "Payments are off: you're paid directly at the job.",
  loadFailed: 'Could not load your payouts summary',
  jobsTitle: 'Jobs paid through Sudsy',
  payoutsTitle: 'Payouts to your bank',
  noPayouts: 'No payouts yet. Your available balance is paid out to your bank.',
  payoutFailed: 'Returned by your bank: back in your balance',
  chartTitle: 'Net per month',
  netNote: "Net is what you keep: the price, less Sudsy's fee, plus tips, less refunds.",
} as const;

/** The status as the jobs list says it: 'Pending until Jun 5', 'Available', 'Paid out', 'Refunded'. */
export function payoutJobStatusLabel(job: Pick<PayoutJob, 'status' | 'availableOn'>, timeZone?: string): string {
  switch (job.status) {
    case 'pending':
      return `Pending until ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(new Date(job.availableOn))}`;
    case 'available':
      return 'Available';
    case 'paid_out':
      return 'Paid out';
    case 'refunded':
      return 'Refunded';
  }
}

/** The chart's words for a screen reader: 'Net per month over the last 12 months: $171.00 from 2 jobs.' */
export function payoutsChartSummary(summary: Pick<PayoutsSummary, 'monthly'>): string {
  const jobs = summary.monthly.reduce((sum, month) => sum + month.jobs, 0);
  const net = summary.monthly.reduce((sum, month) => sum + month.earningsCents, 0);
  return `Net per month over the last ${summary.monthly.length} months: ${formatCents(net)} from ${jobs} ${jobs === 1 ? 'job' : 'jobs'}.`;
}

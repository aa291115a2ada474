import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  captureTransaction,
  lateFeeTransaction,
  payoutFailedTransaction,
  payoutTransaction,
  receiptTotals,
  refundTransaction,
  tipTransaction,
  washerBalanceCents,
  type LedgerTransaction,
} from './ledger';
import {
  payoutJobStatusLabel,
  payoutsChartSummary,
  payoutsSummary,
  payoutsSummaryJobLimit,
  payoutsSummarySchema,
  type DatedMovement,
} from './payouts-summary';

const washerId = 'washer-1';
const ownerId = 'owner-1';
const timeZone = 'America/Los_Angeles';
const now = new Date('2030-06-10T19:00:00Z');
const hour = 3_600_000;
const ago = (hours: number) => new Date(now.getTime() - hours * hour);

let refs = 0;
const dated = (transaction: LedgerTransaction, at: Date): DatedMovement => ({
  ...transaction,
  at,
  paymentRef: `ref_${(refs += 1)}`,
});

const capture = (appointmentId: string, priceCents: number, feeCents: number, at: Date) =>
  dated(
    captureTransaction({
      ownerId,
      washerId,
      appointmentId,
      heldCents: priceCents,
      capturedCents: priceCents,
      feeCents,
    }),
    at,
  );
const tip = (appointmentId: string, amountCents: number, at: Date) =>
  dated(tipTransaction({ ownerId, washerId, appointmentId, amountCents }), at);
const payout = (amountCents: number, at: Date, id = `po_${amountCents}`) => ({
  ...dated(payoutTransaction({ washerId, amountCents }), at),
  paymentRef: id,
});
/** The bank returning a payout: recorded under the payout's id, for its amount. */
const payoutFailed = (paid: DatedMovement, at: Date): DatedMovement => ({
  ...dated(payoutFailedTransaction({ washerId, amountCents: -washerBalanceCents([paid], washerId) }), at),
  paymentRef: paid.paymentRef,
});
function refund(movements: DatedMovement[], appointmentId: string, amountCents: number, at: Date) {
  const totals = receiptTotals(movements, appointmentId);
  const charge = movements.find((movement) => movement.appointmentId === appointmentId && movement.kind === 'capture');
  const fee = charge?.entries.find((entry) => entry.account.kind === 'platform_fees')?.amountCents ?? 0;
  return dated(
    refundTransaction({
      ownerId,
      washerId,
      appointmentId,
      amountCents,
      priceCents: totals.capturedCents,
      feeCents: fee,
      refundedBeforeCents: totals.refundedCents,
    }),
    at,
  );
}

const summaryOf = (movements: DatedMovement[], at = now) =>
  payoutsSummary({ mode: 'local', washerId, movements, now: at, timeZone });

describe('the payouts summary', () => {
  it('splits the balance into pending (inside two days) and available, and lists each job newest first', () => {
    const old = capture('job-old', 9500, 950, ago(24 * 5));
    const recent = capture('job-new', 6000, 600, ago(3));
    const movements = [old, recent, tip('job-old', 1500, ago(24 * 4)), tip('job-new', 900, ago(1))];
    const summary = summaryOf(movements);
    expect(payoutsSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      mode: 'local',
      pendingCents: 5400 + 900,
      availableCents: 8550 + 1500,
      paidOutCents: 0,
      jobsTotal: 2,
      payouts: [],
    });
    expect(summary.jobs).toEqual([
      {
        appointmentId: 'job-new',
        date: '2030-06-10',
        lateFee: false,
        priceCents: 6000,
        feeCents: 600,
        tipCents: 900,
        refundedCents: 0,
        netCents: 6300,
        status: 'pending',
        // Its tip came later than its capture: the job's money is all out two days after the tip.
        availableOn: new Date(ago(1).getTime() + 48 * hour).toISOString(),
      },
      expect.objectContaining({ appointmentId: 'job-old', date: '2030-06-05', netCents: 10_050, status: 'available' }),
    ]);
    expect(summary.monthly).toHaveLength(12);
    expect(summary.monthly.at(-1)).toEqual({ start: '2030-06-01', end: '2030-06-30', jobs: 2, earningsCents: 16_350 });
  });

  it('takes payouts from the oldest money first, and lists them newest first', () => {
    const movements = [
      capture('a', 10_000, 1000, ago(24 * 10)),
      capture('b', 5000, 500, ago(24 * 6)),
      payout(9000, ago(24 * 5), 'po_first'),
      capture('c', 4000, 400, ago(5)),
    ];
    const summary = summaryOf(movements);
    expect(summary.payouts).toEqual([{ id: 'po_first', date: '2030-06-05', amountCents: 9000, status: 'paid' }]);
    expect(summary).toMatchObject({ paidOutCents: 9000, pendingCents: 3600, availableCents: 4500 });
    expect(summary.jobs.map((job) => [job.appointmentId, job.status])).toEqual([
      ['c', 'pending'],
      ['b', 'available'],
      ['a', 'paid_out'],
    ]);
    // The local provider pays the whole balance out at once, pending money included.
    const allOut = summaryOf([...movements, payout(8100, ago(1), 'po_all')]);
    expect(allOut).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 17_100 });
    expect(allOut.jobs.every((job) => job.status === 'paid_out')).toBe(true);
    expect(allOut.payouts.map((entry) => entry.id)).toEqual(['po_all', 'po_first']);
  });

  it('undoes a payout the bank returned: back in the balance, not paid out, listed as failed', () => {
    const before = [capture('a', 10_000, 1000, ago(24 * 10)), capture('b', 5000, 500, ago(24 * 6))];
    const paid = payout(9000, ago(24 * 5), 'po_returned');
    const summary = summaryOf([...before, paid, payoutFailed(paid, ago(24 * 3))]);
    expect(summary).toMatchObject({ pendingCents: 0, availableCents: 13_500, paidOutCents: 0 });
    expect(summary.jobs.map((job) => [job.appointmentId, job.status])).toEqual([
      ['b', 'available'],
      ['a', 'available'],
    ]);
    expect(summary.payouts).toEqual([{ id: 'po_returned', date: '2030-06-05', amountCents: 9000, status: 'failed' }]);
    expect({ ...summary, payouts: [] }).toEqual(summaryOf(before));

    // Paid out again: that payout reached the bank, beside the returned one.
    const again = summaryOf([...before, paid, payoutFailed(paid, ago(24 * 3)), payout(13_500, ago(2), 'po_again')]);
    expect(again).toMatchObject({ availableCents: 0, paidOutCents: 13_500 });
    expect(again.jobs.every((job) => job.status === 'paid_out')).toBe(true);
    expect(again.payouts.map((entry) => [entry.id, entry.status])).toEqual([
      ['po_again', 'paid'],
      ['po_returned', 'failed'],
    ]);
  });

  it('shows refunds and late fees, the fee given back in proportion, and a job refunded whole', () => {
    const base = [capture('r', 10_000, 1000, ago(24 * 3))];
    const partly = [...base, refund(base, 'r', 2000, ago(24 * 3 - 1))];
    const late = dated(
      lateFeeTransaction({ ownerId, washerId, appointmentId: 'l', heldCents: 8000, lateFeeCents: 4000, feeCents: 400 }),
      ago(24 * 4),
    );
    const summary = summaryOf([...partly, late]);
    expect(summary.jobs).toEqual([
      expect.objectContaining({
        appointmentId: 'r',
        priceCents: 10_000,
        feeCents: 800,
        refundedCents: 2000,
        netCents: 7200,
        lateFee: false,
      }),
      expect.objectContaining({ appointmentId: 'l', priceCents: 4000, feeCents: 400, netCents: 3600, lateFee: true }),
    ]);
    const whole = summaryOf([...partly, refund(partly, 'r', 8000, ago(1))]);
    expect(whole.jobs[0]).toMatchObject({ netCents: 0, refundedCents: 10_000, feeCents: 0, status: 'refunded' });
  });

  it('says payments are off with nothing in it, whatever the ledger holds', () => {
    const summary = payoutsSummary({
      mode: 'off',
      washerId,
      movements: [capture('x', 5000, 500, ago(1))],
      now,
      timeZone,
    });
    expect(summary).toMatchObject({ mode: 'off', pendingCents: 0, availableCents: 0, jobs: [], payouts: [] });
    expect(summary.monthly.every((month) => month.jobs === 0)).toBe(true);
  });

  it('counts the month in the washer’s time zone', () => {
    // 02:00 on July 1 in UTC is still June 30 in Los Angeles; the summary is read on July 1 there.
    const summary = summaryOf(
      [capture('edge', 5000, 500, new Date('2030-07-01T02:00:00Z'))],
      new Date('2030-07-01T08:00:00Z'),
    );
    expect(summary.jobs[0]?.date).toBe('2030-06-30');
    expect(summary.monthly.at(-2)).toMatchObject({ start: '2030-06-01', jobs: 1, earningsCents: 4500 });
    expect(summary.monthly.at(-1)).toMatchObject({ start: '2030-07-01', jobs: 0 });
  });

  it('lists the newest jobs only, counting them all', () => {
    const movements = Array.from({ length: payoutsSummaryJobLimit + 3 }, (_, index) =>
      capture(`many-${index}`, 1000, 100, ago(24 * 3 + index)),
    );
    const summary = summaryOf(movements);
    expect(summary.jobs).toHaveLength(payoutsSummaryJobLimit);
    expect(summary.jobsTotal).toBe(payoutsSummaryJobLimit + 3);
    expect(summary.jobs[0]?.appointmentId).toBe('many-0');
    expect(summary.availableCents).toBe(900 * (payoutsSummaryJobLimit + 3));
  });

  it('words the statuses and the chart', () => {
    expect(payoutJobStatusLabel({ status: 'pending', availableOn: '2030-06-12T18:00:00.000Z' }, timeZone)).toBe(
      'Pending until Jun 12',
    );
    expect(payoutJobStatusLabel({ status: 'paid_out', availableOn: '' })).toBe('Paid out');
    const summary = summaryOf([capture('one', 9500, 950, ago(1))]);
    expect(payoutsChartSummary(summary)).toBe('Net per month over the last 12 months: $85.50 from 1 job.');
  });
});

/** One step of a washer's money history, applied to the ledger built so far. */
type Step =
  | { kind: 'capture'; price: number; feePercent: number; late: boolean }
  | { kind: 'tip'; job: number; amount: number }
  | { kind: 'refund'; job: number; share: number }
  | { kind: 'payout'; share: number }
  | { kind: 'payout_failed'; payout: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('capture' as const),
    price: fc.integer({ min: 100, max: 50_000 }),
    feePercent: fc.integer({ min: 0, max: 50 }),
    late: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('tip' as const), job: fc.nat(), amount: fc.integer({ min: 100, max: 10_000 }) }),
  fc.record({
    kind: fc.constant('refund' as const),
    job: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('payout' as const), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constant('payout_failed' as const), payout: fc.nat() }),
);

/** The movements the steps make, an hour to a few days apart, all inside the last 12 months. */
function historyOf(steps: Step[], gapsHours: number[]): DatedMovement[] {
  const movements: DatedMovement[] = [];
  const jobs: string[] = [];
  let at = ago(24 * 300);
  steps.forEach((step, index) => {
    at = new Date(at.getTime() + (gapsHours[index] ?? 1) * hour);
    if (at > now) at = now;
    if (step.kind === 'capture') {
      const id = `job-${jobs.length}`;
      jobs.push(id);
      const fee = Math.round((step.price * step.feePercent) / 100);
      movements.push(
        step.late
          ? dated(
              lateFeeTransaction({
                ownerId,
                washerId,
                appointmentId: id,
                heldCents: step.price * 2,
                lateFeeCents: step.price,
                feeCents: fee,
              }),
              at,
            )
          : capture(id, step.price, fee, at),
      );
      return;
    }
    if (step.kind === 'payout') {
      const amount = Math.round(washerBalanceCents(movements, washerId) * step.share);
      if (amount > 0) movements.push(payout(amount, at, `po_${index}`));
      return;
    }
    if (step.kind === 'payout_failed') {
      const returned = new Set(movements.filter((m) => m.kind === 'payout_failed').map((m) => m.paymentRef));
      const standing = movements.filter((m) => m.kind === 'payout' && !returned.has(m.paymentRef));
      const paid = standing[step.payout % Math.max(standing.length, 1)];
      if (paid) movements.push(payoutFailed(paid, at));
      return;
    }
    const job = jobs[step.job % Math.max(jobs.length, 1)];
    if (!job) return;
    if (step.kind === 'tip') {
      movements.push(tip(job, step.amount, at));
      return;
    }
    const refundable = receiptTotals(movements, job).totalPaidCents;
    const amount = Math.floor(refundable * step.share);
    if (amount <= 0) return;
    const totals = receiptTotals(movements, job);
    const charge = movements.find(
      (movement) => movement.appointmentId === job && (movement.kind === 'capture' || movement.kind === 'late_fee'),
    );
    const fee = charge?.entries.find((entry) => entry.account.kind === 'platform_fees')?.amountCents ?? 0;
    movements.push(
      dated(
        refundTransaction({
          ownerId,
          washerId,
          appointmentId: job,
          amountCents: amount,
          priceCents: totals.capturedCents,
          feeCents: fee,
          refundedBeforeCents: totals.refundedCents,
        }),
        at,
      ),
    );
  });
  return movements;
}

const historyArbitrary = fc
  .tuple(
    fc.array(stepArbitrary, { maxLength: 40 }),
    fc.array(fc.integer({ min: 1, max: 24 * 6 }), { minLength: 40, maxLength: 40 }),
  )
  .map(([steps, gaps]) => historyOf(steps, gaps));

describe('the payouts summary, for any history', () => {
  it('has pending and available add up to the balance, pending never below 0 nor above the balance', () => {
    fc.assert(
      fc.property(historyArbitrary, (movements) => {
        const summary = summaryOf(movements);
        const balance = washerBalanceCents(movements, washerId);
        expect(summary.pendingCents + summary.availableCents).toBe(balance);
        expect(summary.pendingCents).toBeGreaterThanOrEqual(0);
        expect(summary.pendingCents).toBeLessThanOrEqual(Math.max(balance, 0));
      }),
    );
  });

  it('has the jobs’ nets, less what was paid out, equal to the balance; each net its own parts', () => {
    fc.assert(
      fc.property(historyArbitrary, (movements) => {
        const summary = summaryOf(movements);
        const nets = summary.jobs.reduce((sum, job) => sum + job.netCents, 0);
        expect(nets - summary.paidOutCents).toBe(washerBalanceCents(movements, washerId));
        for (const job of summary.jobs)
          expect(job.priceCents - job.feeCents + job.tipCents - job.refundedCents).toBe(job.netCents);
        // The months hold every job here (all inside the last 12 months), and nothing else.
        expect(summary.monthly.reduce((sum, month) => sum + month.earningsCents, 0)).toBe(nets);
        expect(summary.monthly.reduce((sum, month) => sum + month.jobs, 0)).toBe(summary.jobsTotal);
      }),
    );
  });

  it('treats a returned payout as never made: the same balance, figures and jobs, the payout failed', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.nat(), (movements, pick) => {
        const returned = new Set(movements.filter((m) => m.kind === 'payout_failed').map((m) => m.paymentRef));
        const standing = movements.filter((m) => m.kind === 'payout' && !returned.has(m.paymentRef));
        const paid = standing[pick % Math.max(standing.length, 1)];
        if (!paid) return;
        const failure = payoutFailed(paid, now);
        const { payouts, ...figures } = summaryOf([...movements, failure]);
        const { payouts: _payouts, ...neverMade } = summaryOf(movements.filter((movement) => movement !== paid));
        expect(figures).toEqual(neverMade);
        // All it took is back in the balance.
        expect(washerBalanceCents([...movements, failure], washerId) - washerBalanceCents(movements, washerId)).toBe(
          -washerBalanceCents([paid], washerId),
        );
        for (const entry of payouts)
          expect(entry.status).toBe(returned.has(entry.id) || entry.id === paid.paymentRef ? 'failed' : 'paid');
      }),
    );
  });

  it('marks jobs paid out oldest first: no job is paid out while an older one with money is not', () => {
    fc.assert(
      fc.property(historyArbitrary, (movements) => {
        const oldestFirst = [...summaryOf(movements).jobs].reverse().filter((job) => job.status !== 'refunded');
        const firstUnpaid = oldestFirst.findIndex((job) => job.status !== 'paid_out');
        if (firstUnpaid >= 0)
          expect(oldestFirst.slice(firstUnpaid).every((job) => job.status !== 'paid_out')).toBe(true);
        // What is not paid out yet is what the balance holds, when payouts never took more than it.
        const unpaid = oldestFirst.filter((job) => job.status !== 'paid_out');
        const balance = washerBalanceCents(movements, washerId);
        if (balance >= 0) expect(unpaid.reduce((sum, job) => sum + job.netCents, 0)).toBeGreaterThanOrEqual(balance);
      }),
    );
  });
});

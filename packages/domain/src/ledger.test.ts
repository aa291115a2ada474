import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountKey,
  assertBalanced,
  availableOn,
  balanceOf,
  captureTransaction,
  holdTransaction,
  lateFeeTransaction,
  parseAccountKey,
  payoutFailedTransaction,
  payoutTransaction,
  receiptTotals,
  refundableCents,
  refundTransaction,
  releaseTransaction,
  tipTransaction,
  washerBalanceCents,
  type LedgerAccount,
  type LedgerTransaction,
} from './ledger';
import { lateCancellationFeeCents, platformFeeCents } from './payment-fees';

const ownerId = 'owner-1';
const washerId = 'washer-1';
const appointmentId = 'job-1';
const job = { ownerId, washerId, appointmentId };

const ownerCard: LedgerAccount = { kind: 'owner_card', ownerId };
const held: LedgerAccount = { kind: 'held', appointmentId };
const washerBank: LedgerAccount = { kind: 'washer_bank', washerId };
const platformFees: LedgerAccount = { kind: 'platform_fees' };

const sum = (transaction: LedgerTransaction) =>
  transaction.entries.reduce((total, entry) => total + entry.amountCents, 0);

/** A refund of `amountCents` that knows the appointment's earlier refunds. */
function refund(ledger: LedgerTransaction[], amountCents: number, priceCents: number, feeCents: number) {
  const { refundedCents } = receiptTotals(ledger, appointmentId);
  return refundTransaction({ ...job, amountCents, priceCents, feeCents, refundedBeforeCents: refundedCents });
}

describe('account keys', () => {
  it('store each account as its kind and id, and read back', () => {
    const accounts: [LedgerAccount, string][] = [
      [ownerCard, 'owner_card:owner-1'],
      [held, 'held:job-1'],
      [{ kind: 'washer_balance', washerId }, 'washer_balance:washer-1'],
      [washerBank, 'washer_bank:washer-1'],
      [platformFees, 'platform_fees'],
    ];
    for (const [account, key] of accounts) {
      expect(accountKey(account)).toBe(key);
      expect(parseAccountKey(key)).toEqual(account);
    }
  });

  it('read back as nothing when no account has them', () => {
    for (const key of ['', 'held', 'held:', 'platform_fees:1', 'owner:1', 'washer_balance', ':1'])
      expect(parseAccountKey(key)).toBeNull();
  });

  it('read back as the same account, whatever its id', () => {
    const accountArb: fc.Arbitrary<LedgerAccount> = fc.oneof(
      fc.string({ minLength: 1 }).map((id) => ({ kind: 'owner_card' as const, ownerId: id })),
      fc.string({ minLength: 1 }).map((id) => ({ kind: 'held' as const, appointmentId: id })),
      fc.string({ minLength: 1 }).map((id) => ({ kind: 'washer_balance' as const, washerId: id })),
      fc.string({ minLength: 1 }).map((id) => ({ kind: 'washer_bank' as const, washerId: id })),
      fc.constant({ kind: 'platform_fees' as const }),
    );
    fc.assert(
      fc.property(accountArb, (account) => {
        expect(parseAccountKey(accountKey(account))).toEqual(account);
      }),
    );
  });
});

describe('assertBalanced', () => {
  it('refuses entries that do not sum to zero or are not whole cents', () => {
    const entries = (a: number, b: number) => [
      { account: ownerCard, amountCents: a },
      { account: held, amountCents: b },
    ];
    const hold = (a: number, b: number): LedgerTransaction => ({
      kind: 'hold',
      entries: entries(a, b),
      currency: 'usd',
    });
    expect(() => assertBalanced(hold(-500, 500))).not.toThrow();
    expect(() => assertBalanced(hold(-500, 499))).toThrow('entries sum to -1, not 0');
    expect(() => assertBalanced(hold(-0.5, 0.5))).toThrow('owner_card:owner-1 has -0.5, not whole cents');
    expect(() => assertBalanced(hold(-Infinity, Infinity))).toThrow(RangeError);
  });
});

describe('transaction examples', () => {
  it('holds, captures with the fee, and sends the uncaptured rest back to the card', () => {
    expect(holdTransaction({ ownerId, appointmentId, amountCents: 6000 }).entries).toEqual([
      { account: ownerCard, amountCents: -6000 },
      { account: held, amountCents: 6000 },
    ]);
    expect(
      captureTransaction({ ...job, heldCents: 6000, capturedCents: 5000, feeCents: 500 }).entries.map((entry) => [
        accountKey(entry.account),
        entry.amountCents,
      ]),
    ).toEqual([
      ['held:job-1', -6000],
      ['washer_balance:washer-1', 4500],
      ['platform_fees', 500],
      ['owner_card:owner-1', 1000],
    ]);
  });

  it('leaves out entries of 0 and refuses amounts that make no sense', () => {
    const capture = captureTransaction({ ...job, heldCents: 5000, capturedCents: 5000, feeCents: 0 });
    expect(capture.entries.map((entry) => entry.account.kind)).toEqual(['held', 'washer_balance']);
    expect(() => holdTransaction({ ownerId, appointmentId, amountCents: 0 })).toThrow(RangeError);
    expect(() => releaseTransaction({ ownerId, appointmentId, amountCents: 10.5 })).toThrow(RangeError);
    expect(() => captureTransaction({ ...job, heldCents: 5000, capturedCents: 5001, feeCents: 0 })).toThrow(
      'cannot capture 5001 of 5000 held',
    );
    expect(() => captureTransaction({ ...job, heldCents: 5000, capturedCents: 100, feeCents: 101 })).toThrow(
      RangeError,
    );
    expect(() => tipTransaction({ ...job, amountCents: -100 })).toThrow(RangeError);
    expect(() => payoutTransaction({ washerId, amountCents: 0 })).toThrow(RangeError);
    expect(() => payoutFailedTransaction({ washerId, amountCents: -4500 })).toThrow(RangeError);
    expect(() =>
      refundTransaction({ ...job, amountCents: 100, priceCents: 100, feeCents: 200, refundedBeforeCents: 0 }),
    ).toThrow(RangeError);
  });

  it('totals a job with a tip and a partial refund, the fee share of the refund rounded half up', () => {
    const ledger = [
      holdTransaction({ ownerId, appointmentId, amountCents: 5000 }),
      captureTransaction({ ...job, heldCents: 5000, capturedCents: 5000, feeCents: 500 }),
      tipTransaction({ ...job, amountCents: 750 }),
    ];
    ledger.push(refund(ledger, 1005, 5000, 500)); // a fee share of 100.5 cents
    expect(ledger.at(-1)?.entries.map((entry) => entry.amountCents)).toEqual([-904, -101, 1005]);
    expect(receiptTotals(ledger, appointmentId)).toEqual({
      capturedCents: 5000,
      tipCents: 750,
      refundedCents: 1005,
      feeCents: 399,
      totalPaidCents: 4745,
      washerNetCents: 4346,
    });
    expect(refundableCents(ledger, appointmentId)).toBe(4745);
    expect(balanceOf(ledger, ownerCard)).toBe(-4745);
    expect(balanceOf(ledger, held)).toBe(0);
  });

  it('gives back the fee once across partial refunds, and nothing of it for the tip', () => {
    const ledger = [
      holdTransaction({ ownerId, appointmentId, amountCents: 10 }),
      captureTransaction({ ...job, heldCents: 10, capturedCents: 10, feeCents: 5 }),
      tipTransaction({ ...job, amountCents: 100 }),
    ];
    // Each half of the price alone would round a fee share of 2.5 up to 3: 6 back from a fee of 5.
    ledger.push(refund(ledger, 5, 10, 5));
    ledger.push(refund(ledger, 5, 10, 5));
    expect(balanceOf(ledger, platformFees)).toBe(0);
    ledger.push(refund(ledger, 100, 10, 5));
    expect(ledger.at(-1)?.entries.map((entry) => entry.amountCents)).toEqual([-100, 100]);
    expect(receiptTotals(ledger, appointmentId)).toMatchObject({ totalPaidCents: 0, feeCents: 0, washerNetCents: 0 });
  });

  it('charges a late cancellation fee from the hold, with the platform fee on it', () => {
    const price = 5001;
    const lateFeeCents = lateCancellationFeeCents(price);
    const feeCents = platformFeeCents(lateFeeCents, 10);
    const ledger = [
      holdTransaction({ ownerId, appointmentId, amountCents: price }),
      lateFeeTransaction({ ...job, heldCents: price, lateFeeCents, feeCents }),
    ];
    expect(ledger[1]?.kind).toBe('late_fee');
    expect(receiptTotals(ledger, appointmentId)).toEqual({
      capturedCents: 2501,
      tipCents: 0,
      refundedCents: 0,
      feeCents: 250,
      totalPaidCents: 2501,
      washerNetCents: 2251,
    });
    expect(balanceOf(ledger, ownerCard)).toBe(-2501);
    expect(balanceOf(ledger, held)).toBe(0);
  });

  it('releases a hold in full', () => {
    const ledger = [
      holdTransaction({ ownerId, appointmentId, amountCents: 5000 }),
      releaseTransaction({ ownerId, appointmentId, amountCents: 5000 }),
    ];
    expect(balanceOf(ledger, ownerCard)).toBe(0);
    expect(balanceOf(ledger, held)).toBe(0);
    expect(refundableCents(ledger, appointmentId)).toBe(0);
  });

  it('pays out a washer balance to their bank, outside any appointment', () => {
    const payout = payoutTransaction({ washerId, amountCents: 4500 });
    expect(payout.appointmentId).toBeUndefined();
    expect(washerBalanceCents([payout], washerId)).toBe(-4500);
    expect(balanceOf([payout], washerBank)).toBe(4500);
  });

  it('puts a payout the bank returned back in the washer balance, outside any appointment', () => {
    const ledger = [
      tipTransaction({ ...job, amountCents: 4500 }),
      payoutTransaction({ washerId, amountCents: 4500 }),
      payoutFailedTransaction({ washerId, amountCents: 4500 }),
    ];
    expect(ledger[2]).toEqual({
      kind: 'payout_failed',
      entries: [
        { account: washerBank, amountCents: -4500 },
        { account: { kind: 'washer_balance', washerId }, amountCents: 4500 },
      ],
      currency: 'usd',
    });
    expect(washerBalanceCents(ledger, washerId)).toBe(4500);
    expect(balanceOf(ledger, washerBank)).toBe(0);
  });
});

describe('availableOn', () => {
  it('makes captured money available 2 days later', () => {
    expect(availableOn(new Date('2030-06-03T15:30:00.000Z'))).toEqual(new Date('2030-06-05T15:30:00.000Z'));
  });
});

const centsArb = fc.integer({ min: 1, max: 1_000_000 });
const feePercentArb = fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10);
const idArb = fc.constantFrom('a', 'b', 'c');

/** Any transaction a builder makes from valid figures. */
const transactionArb: fc.Arbitrary<LedgerTransaction> = fc.oneof(
  fc
    .record({ ownerId: idArb, appointmentId: idArb, amountCents: centsArb, release: fc.boolean() })
    .map(({ release, ...args }) => (release ? releaseTransaction(args) : holdTransaction(args))),
  fc
    .record({
      ownerId: idArb,
      washerId: idArb,
      appointmentId: idArb,
      capturedCents: centsArb,
      extraCents: fc.nat(100_000),
      feePercent: feePercentArb,
      lateFee: fc.boolean(),
    })
    .map(({ capturedCents, extraCents, feePercent, lateFee, ...ids }) => {
      const figures = { heldCents: capturedCents + extraCents, feeCents: platformFeeCents(capturedCents, feePercent) };
      return lateFee
        ? lateFeeTransaction({ ...ids, ...figures, lateFeeCents: capturedCents })
        : captureTransaction({ ...ids, ...figures, capturedCents });
    }),
  fc.record({ ownerId: idArb, washerId: idArb, appointmentId: idArb, amountCents: centsArb }).map(tipTransaction),
  fc
    .record({
      ownerId: idArb,
      washerId: idArb,
      appointmentId: idArb,
      amountCents: centsArb,
      priceCents: centsArb,
      feePercent: feePercentArb,
      refundedBeforeCents: fc.nat(1_000_000),
    })
    .map(({ feePercent, ...args }) =>
      refundTransaction({ ...args, feeCents: platformFeeCents(args.priceCents, feePercent) }),
    ),
  fc.record({ washerId: idArb, amountCents: centsArb }).map(payoutTransaction),
  fc.record({ washerId: idArb, amountCents: centsArb }).map(payoutFailedTransaction),
);

const jobArb = fc.record({
  priceCents: centsArb,
  extraHoldCents: fc.nat(10_000),
  feePercent: feePercentArb,
  tips: fc.array(fc.integer({ min: 100, max: 20_000 }), { maxLength: 3 }),
  /** Each refund's share of what is still refundable, per mille. */
  refunds: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 }),
});

type JobScenario = typeof jobArb extends fc.Arbitrary<infer Scenario> ? Scenario : never;

/** A job held, captured, tipped and refunded within what stays refundable. */
function runJob({ priceCents, extraHoldCents, feePercent, tips, refunds }: JobScenario) {
  const feeCents = platformFeeCents(priceCents, feePercent);
  const heldCents = priceCents + extraHoldCents;
  const ledger = [
    holdTransaction({ ownerId, appointmentId, amountCents: heldCents }),
    captureTransaction({ ...job, heldCents, capturedCents: priceCents, feeCents }),
    ...tips.map((amountCents) => tipTransaction({ ...job, amountCents })),
  ];
  let refundedCents = 0;
  for (const perMille of refunds) {
    const refundable = refundableCents(ledger, appointmentId);
    if (refundable === 0) break;
    const amountCents = Math.max(1, Math.floor((refundable * perMille) / 1000));
    ledger.push(refund(ledger, amountCents, priceCents, feeCents));
    refundedCents += amountCents;
  }
  return { ledger, feeCents, tipCents: tips.reduce((total, tip) => total + tip, 0), refundedCents };
}

describe('ledger properties', () => {
  it('builds only balanced transactions of whole, non-zero cents', () => {
    fc.assert(
      fc.property(transactionArb, (transaction) => {
        expect(sum(transaction)).toBe(0);
        expect(transaction.entries.every((entry) => Number.isSafeInteger(entry.amountCents))).toBe(true);
        expect(transaction.entries.every((entry) => entry.amountCents !== 0)).toBe(true);
        expect(transaction.currency).toBe('usd');
      }),
    );
  });

  it('totals a job as captured + tips − refunds, which is what left the owner’s card', () => {
    fc.assert(
      fc.property(jobArb, (scenario) => {
        const { ledger, tipCents, refundedCents } = runJob(scenario);
        const totals = receiptTotals(ledger, appointmentId);
        expect(totals.capturedCents).toBe(scenario.priceCents);
        expect(totals.tipCents).toBe(tipCents);
        expect(totals.refundedCents).toBe(refundedCents);
        expect(totals.totalPaidCents).toBe(scenario.priceCents + tipCents - refundedCents);
        expect(totals.totalPaidCents + balanceOf(ledger, ownerCard)).toBe(0);
        expect(totals.totalPaidCents).toBeGreaterThanOrEqual(0);
        expect(balanceOf(ledger, held)).toBe(0);
      }),
    );
  });

  it('splits all a card was charged between the fee, the washer and refunds', () => {
    fc.assert(
      fc.property(jobArb, (scenario) => {
        const { ledger, feeCents, tipCents, refundedCents } = runJob(scenario);
        const totals = receiptTotals(ledger, appointmentId);
        expect(totals.feeCents + totals.washerNetCents + refundedCents).toBe(scenario.priceCents + tipCents);
        // Refunds give back the fee share of their sum at once, rounded half up, and no more.
        const refundedOfPrice = Math.min(refundedCents, scenario.priceCents);
        const feeBack = Math.floor((2 * refundedOfPrice * feeCents + scenario.priceCents) / (2 * scenario.priceCents));
        expect(totals.feeCents).toBe(feeCents - feeBack);
        expect(totals.feeCents).toBeGreaterThanOrEqual(0);
        expect(totals.washerNetCents).toBeGreaterThanOrEqual(0);
        if (totals.totalPaidCents === 0) expect([totals.feeCents, totals.washerNetCents]).toEqual([0, 0]);
      }),
    );
  });

  it('keeps a washer balance equal to their balance rows, and empties it into the bank on a payout', () => {
    fc.assert(
      fc.property(fc.array(transactionArb, { maxLength: 30 }), idArb, (ledger, washer) => {
        const rows = ledger.flatMap((transaction) => transaction.entries);
        const owed = rows
          .filter((entry) => entry.account.kind === 'washer_balance' && entry.account.washerId === washer)
          .reduce((total, entry) => total + entry.amountCents, 0);
        expect(washerBalanceCents(ledger, washer)).toBe(owed);
        if (owed <= 0) return;
        const bank: LedgerAccount = { kind: 'washer_bank', washerId: washer };
        const paidOut = [...ledger, payoutTransaction({ washerId: washer, amountCents: owed })];
        expect(washerBalanceCents(paidOut, washer)).toBe(0);
        expect(balanceOf(paidOut, bank) - balanceOf(ledger, bank)).toBe(owed);
      }),
    );
  });

  it('sums every account of a whole ledger to zero', () => {
    fc.assert(
      fc.property(fc.array(transactionArb, { maxLength: 30 }), (ledger) => {
        const keys = new Set(ledger.flatMap((transaction) => transaction.entries.map((e) => accountKey(e.account))));
        const total = [...keys].reduce(
          (balances, key) => balances + balanceOf(ledger, parseAccountKey(key) ?? platformFees),
          0,
        );
        expect(total).toBe(0);
      }),
    );
  });
});

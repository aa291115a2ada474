import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureTransaction,
  holdTransaction,
  payoutTransaction,
  receiptTotals,
  refundableCents,
  refundTransaction,
  tipTransaction,
  washerBalanceCents,
  type LedgerTransaction,
} from '@sudsy/domain/ledger';
import { platformFeeCents } from '@sudsy/domain/payment-fees';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerEntries, ledgerTransactions } from './ledger-schema';
import { movementsOfAppointment, movementsOfWasher, recordMovement } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A job's money from hold to refund, as the payment flow records it, each movement with its provider object. */
function jobMovements(priceCents: number, tipCents: number, refundCents: number) {
  const [ownerId, washerId, appointmentId] = [randomUUID(), randomUUID(), randomUUID()];
  const feeCents = platformFeeCents(priceCents, 10);
  const party = { ownerId, washerId, appointmentId };
  const movements: [LedgerTransaction, string][] = [
    [holdTransaction({ ownerId, appointmentId, amountCents: priceCents }), 'pi_job'],
    [captureTransaction({ ...party, heldCents: priceCents, capturedCents: priceCents, feeCents }), 'pi_job'],
  ];
  if (tipCents > 0) movements.push([tipTransaction({ ...party, amountCents: tipCents }), 'pi_tip']);
  if (refundCents > 0)
    movements.push([
      refundTransaction({ ...party, amountCents: refundCents, priceCents, feeCents, refundedBeforeCents: 0 }),
      're_1',
    ]);
  const unique = randomUUID();
  return {
    ...party,
    movements: movements.map(([movement, ref]) => [movement, `${ref}_${unique}`] as const),
  };
}

/** The database's own words for a refused write (drizzle wraps them as the cause). */
async function failureOf(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  return 'written';
}

/** A movement as the ledger reads it back: with its provider object and when it was recorded. */
const asRecorded = ([movement, paymentRef]: readonly [LedgerTransaction, string]) => ({
  ...movement,
  paymentRef,
  at: expect.any(Date),
});

describe('the ledger', () => {
  it('keeps each movement once, and reads a job back as the receipt and the washer’s balance need it', async () => {
    const job = jobMovements(8500, 1275, 2000);
    for (const [movement, ref] of job.movements) expect(await recordMovement(t.database.db, movement, ref)).toBe(true);
    // A retried job or a resent webhook records nothing twice.
    for (const [movement, ref] of job.movements) expect(await recordMovement(t.database.db, movement, ref)).toBe(false);

    const recorded = await movementsOfAppointment(t.database.db, job.appointmentId);
    expect(recorded).toEqual(job.movements.map(asRecorded));
    expect(receiptTotals(recorded, job.appointmentId)).toEqual({
      capturedCents: 8500,
      tipCents: 1275,
      refundedCents: 2000,
      feeCents: 850 - 200,
      totalPaidCents: 8500 + 1275 - 2000,
      washerNetCents: 8500 - 850 + 1275 - 1800,
    });
    expect(refundableCents(recorded, job.appointmentId)).toBe(7775);

    const payout = payoutTransaction({ washerId: job.washerId, amountCents: 7125 });
    expect(await recordMovement(t.database.db, payout, `po_${job.appointmentId}`)).toBe(true);
    const washers = await movementsOfWasher(t.database.db, job.washerId);
    expect(washers.map((movement) => movement.kind)).toEqual(['capture', 'tip', 'refund', 'payout']);
    expect(washerBalanceCents(washers, job.washerId)).toBe(0);
  });

  it('reads back exactly what was recorded, for any prices, tips and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 500_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (priceCents, tipCents, refundShare) => {
          const job = jobMovements(priceCents, tipCents, Math.floor(refundShare * (priceCents + tipCents)));
          for (const [movement, ref] of job.movements) await recordMovement(t.database.db, movement, ref);
          const recorded = await movementsOfAppointment(t.database.db, job.appointmentId);
          expect(recorded).toEqual(job.movements.map(asRecorded));
          const totals = receiptTotals(recorded, job.appointmentId);
          expect(totals.feeCents + totals.washerNetCents).toBe(totals.totalPaidCents);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses, at commit, a movement whose entries do not sum to zero, and any change to a recorded one', async () => {
    const db = t.database.db;
    const unbalanced = db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'tip', paymentRef: `pi_${randomUUID()}` })
        .returning();
      await tx.insert(ledgerEntries).values({ transactionId: row!.id, account: 'platform_fees', amountCents: 100 });
    });
    expect(await failureOf(unbalanced)).toMatch(/sums to 100, not 0/);

    const job = jobMovements(4000, 0, 0);
    const [[hold, ref]] = job.movements as unknown as [[LedgerTransaction, string]];
    await recordMovement(db, hold, ref);
    expect(await failureOf(db.update(ledgerEntries).set({ amountCents: 0 }))).toMatch(/append-only: UPDATE/);
    expect(await failureOf(db.delete(ledgerTransactions).where(eq(ledgerTransactions.paymentRef, ref)))).toMatch(
      /append-only: DELETE/,
    );
    expect(await movementsOfAppointment(db, job.appointmentId)).toEqual([asRecorded([hold, ref])]);
  });
});

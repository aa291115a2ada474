import { asc, eq, inArray, or } from 'drizzle-orm';
import { accountKey, ledgerCurrency, parseAccountKey } from '@sudsy/domain/ledger';
import { payoutsSummary, type DatedMovement, type PayoutsSummary } from '@sudsy/domain/payouts-summary';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { timeZoneOf } from '../schedule';
import { ledgerEntries, ledgerTransactions } from './ledger-schema';
import type { PayoutsDeps } from './payouts-service';

/**
 * Every movement that touched the washer's balance or bank, with when it was recorded and the
 * provider's object it follows: a few rows per job, so a washer's whole history stays small.
 */
async function datedMovementsOfWasher(db: Db, washerId: string): Promise<DatedMovement[]> {
  const touching = db
    .selectDistinct({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(
      or(
        eq(ledgerEntries.account, accountKey({ kind: 'washer_balance', washerId })),
        eq(ledgerEntries.account, accountKey({ kind: 'washer_bank', washerId })),
      ),
    );
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      appointmentId: ledgerTransactions.appointmentId,
      paymentRef: ledgerTransactions.paymentRef,
      at: ledgerTransactions.createdAt,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(inArray(ledgerTransactions.id, touching))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const byId = new Map<string, DatedMovement>();
  for (const row of rows) {
    let movement = byId.get(row.id);
    if (!movement) {
      movement = {
        kind: row.kind,
        ...(row.appointmentId ? { appointmentId: row.appointmentId } : {}),
        entries: [],
        currency: ledgerCurrency,
        at: row.at,
        paymentRef: row.paymentRef,
      };
      byId.set(row.id, movement);
    }
    const account = parseAccountKey(row.account);
    if (!account) throw new Error(`ledger entry with an unknown account ${row.account}`);
    movement.entries.push({ account, amountCents: row.amountCents });
  }
  return [...byId.values()];
}

/**
 * GET /api/payouts/summary: the washer's balance (pending and available), what was paid out, their
 * jobs paid through Sudsy and the net per month, in their schedule's time zone. With payments off
 * it says so, every figure 0: customers pay the washer at the job.
 */
export async function payoutsSummaryOf(deps: PayoutsDeps, washer: Washer, now = new Date()): Promise<PayoutsSummary> {
  const { db, provider } = deps;
  const timeZone = await timeZoneOf(db, washer.id);
  const movements = provider ? await datedMovementsOfWasher(db, washer.id) : [];
  return payoutsSummary({ mode: provider?.mode ?? 'off', washerId: washer.id, movements, now, timeZone });
}

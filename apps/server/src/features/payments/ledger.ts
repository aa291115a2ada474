import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  accountKey,
  assertBalanced,
  ledgerCurrency,
  parseAccountKey,
  type LedgerEntry,
  type LedgerTransaction,
} from '@sudsy/domain/ledger';
import type { DatedMovement } from '@sudsy/domain/payouts-summary';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from './ledger-schema';

type Executor = Pick<Db, 'insert' | 'select' | 'selectDistinct'>;

/**
 * Records a movement of money once per provider object and kind: a second call for the same
 * `paymentRef` (a retried job, a resent webhook, the reconciliation finding it again) changes
 * nothing and answers false. Call it inside the transaction that changes the payment's state.
 */
export async function recordMovement(
  tx: Pick<Db, 'insert'>,
  transaction: LedgerTransaction,
  paymentRef: string,
): Promise<boolean> {
  assertBalanced(transaction);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind: transaction.kind, appointmentId: transaction.appointmentId ?? null, paymentRef })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    transaction.entries.map((entry) => ({
      transactionId: row.id,
      account: accountKey(entry.account),
      amountCents: entry.amountCents,
    })),
  );
  return true;
}

/**
 * The movements of one appointment, oldest first, as the domain's receipt and refund rules read them;
 * each says when it was recorded and which provider object it follows.
 */
export async function movementsOfAppointment(db: Executor, appointmentId: string): Promise<DatedMovement[]> {
  return movementsWhere(db, eq(ledgerTransactions.appointmentId, appointmentId));
}

/** Every movement that touched a washer's balance or bank: their earnings, tips, refunds and payouts. */
export async function movementsOfWasher(db: Executor, washerId: string): Promise<DatedMovement[]> {
  const touching = db
    .selectDistinct({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(
      or(
        eq(ledgerEntries.account, accountKey({ kind: 'washer_balance', washerId })),
        eq(ledgerEntries.account, accountKey({ kind: 'washer_bank', washerId })),
      ),
    );
  return movementsWhere(db, inArray(ledgerTransactions.id, touching));
}

/** The movements that follow one provider object (a payout and its failure share the po_ id), oldest first. */
export async function movementsOfPaymentRef(db: Pick<Db, 'select'>, paymentRef: string): Promise<DatedMovement[]> {
  return movementsWhere(db, eq(ledgerTransactions.paymentRef, paymentRef));
}

async function movementsWhere(db: Pick<Db, 'select'>, where: SQL): Promise<DatedMovement[]> {
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
    .where(where)
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const byId = new Map<string, DatedMovement>();
  for (const row of rows) {
    let transaction = byId.get(row.id);
    if (!transaction) {
      transaction = {
        kind: row.kind,
        ...(row.appointmentId ? { appointmentId: row.appointmentId } : {}),
        entries: [],
        currency: ledgerCurrency,
        at: row.at,
        paymentRef: row.paymentRef,
      };
      byId.set(row.id, transaction);
    }
    const account = parseAccountKey(row.account);
    if (!account) throw new Error(`ledger entry with an unknown account ${row.account}`);
    transaction.entries.push({ account, amountCents: row.amountCents } satisfies LedgerEntry);
  }
  return [...byId.values()];
}

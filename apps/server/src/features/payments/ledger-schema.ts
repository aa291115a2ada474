import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ledgerCurrency, ledgerTransactionKinds } from '@sudsy/domain/ledger';

/**
 * One movement of money (docs/payments.md, "The ledger"): a hold, its capture or release, a tip,
 * a refund, a late fee, a payout or its failure. Each follows one object of the payment provider,
 * named by `paymentRef` (pi_, re_, po_); a movement is recorded once per object and kind, however often
 * a job, a request or a webhook repeats. Rows are never changed or removed: a mistake is put right
 * by a new movement. No foreign key to the appointment: money history outlives any row it names.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ledgerTransactionKinds }).notNull(),
    appointmentId: uuid('appointment_id'),
    paymentRef: text('payment_ref').notNull(),
    currency: text('currency').notNull().default(ledgerCurrency),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    unique('ledger_transactions_once').on(table.kind, table.paymentRef),
    index('ledger_transactions_appointment_idx').on(table.appointmentId),
    check('ledger_transactions_currency_check', sql`${table.currency} = 'usd'`),
  ],
);

/**
 * The entries of a movement: an account (domain ledger.ts, accountKey) and a signed amount in
 * cents. A trigger refuses, at commit, any movement whose entries do not sum to zero, and any
 * change or removal of an entry.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.account),
  ],
);

import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';

/**
 * An owner's payer at the payment provider (Stripe calls it a Customer; our own words stay owner
 * and washer), made the first time they save a card, and the card they chose to pay with (null:
 * the first saved card). The cards themselves stay at the provider: only its ids, brand and last
 * four digits ever reach us (docs/payments.md).
 */
export const ownerPayers = pgTable('owner_payers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  payerId: text('payer_id').notNull().unique(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * A washer's connected account at the payment provider, which receives their share of each job,
 * and where its onboarding stands (kept in step by the provider's account.updated events).
 */
export const payoutAccounts = pgTable('payout_accounts', {
  washerId: text('washer_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

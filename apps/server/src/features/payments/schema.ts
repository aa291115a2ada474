import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each payment webhook event taken in, by the provider's event id: a provider sends an event again
 * until it is acknowledged, so a second arrival is answered and otherwise ignored. Written in the
 * transaction of the event's handlers, so an event whose handling failed is taken again.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
  },
  // The retention's daily removal (webhook-retention.ts).
  (table) => [index('payment_webhook_events_received_idx').on(table.receivedAt)],
);

// The feature's other tables, kept beside the code that owns them, reach other features (and
// drizzle-kit, through db/schema.ts) from here, as the feature-boundary lint asks.
export * from './accounts-schema';
export * from './ledger-schema';

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The local payment provider's own books (local-provider.ts): what Stripe would keep on its side,
// kept here in Stripe's shapes. Nothing else reads them but the provider and /dev/payments.

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Every object the local provider made: customers, cards, accounts, payments, transfers, payouts. */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    /** Stripe's kind of id: `cus_…`, `pi_…`, `acct_…`. */
    id: text('id').primaryKey(),
    /** Stripe's `object` name: `customer`, `payment_intent`, `charge`, `transfer`, … */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [index('local_payment_objects_type_created_at_idx').on(table.type, table.createdAt)],
);

/** The events the local provider sends to the webhook, signed as Stripe signs them, and how each went. */
export const localPaymentEvents = pgTable(
  'local_payment_events',
  {
    /** `evt_…` */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The request body exactly as it is signed and sent. */
    body: text('body').notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (a lease while one is under way); null once delivered or given up. */
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    deliveredAt: instant('delivered_at'),
    /** The webhook's HTTP status at the last attempt, or null when it could not be reached. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (table) => [
    index('local_payment_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
    index('local_payment_events_created_at_idx').on(table.createdAt),
  ],
);

/** Stripe's idempotency: a key's first request and its answer, which a repeat gets back. */
export const localPaymentIdempotencyKeys = pgTable('local_payment_idempotency_keys', {
  key: text('key').primaryKey(),
  /** The operation and its input: the same key with other input is refused, as Stripe does. */
  request: text('request').notNull(),
  response: jsonb('response'),
  createdAt: instant('created_at').defaultNow().notNull(),
});

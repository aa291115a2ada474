import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every push sent on a local instance, shown at /dev/mailbox beside the mail (only where the dev
 * outbox is readable): a real browser's push service is often out of reach on a developer's
 * machine, and the page shows what would have arrived.
 */
export const devPushes = pgTable(
  'dev_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user's email, lower-cased, as the mailbox is looked up by address. */
    to: text('recipient').notNull(),
    /** The device's name in the user's list. */
    device: text('device').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The product's path a click on it opens. */
    path: text('path').notNull(),
    /** What the push service answered: sent, gone (the subscription was removed), refused, or failed (tried again). */
    outcome: text('outcome').$type<'sent' | 'gone' | 'refused' | 'failed'>().notNull(),
    /** The push's key: a retried delivery records one row. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('dev_pushes_recipient_created_at_idx').on(table.to, table.createdAt),
    uniqueIndex('dev_pushes_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

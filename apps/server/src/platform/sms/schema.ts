import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every text sent on a local instance (no TWILIO_*), shown at /dev/mailbox beside the mail and the
 * pushes, under the dev outbox's rules: it is where a developer reads a confirmation code.
 */
export const devTexts = pgTable(
  'dev_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number it went to, E.164. */
    to: text('recipient').notNull(),
    /** The account's email, lower-cased, as the mailbox is looked up by address. */
    email: text('email').notNull(),
    body: text('body').notNull(),
    /** The text's key: a retried delivery records one row. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('dev_texts_email_created_at_idx').on(table.email, table.createdAt),
    uniqueIndex('dev_texts_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachment } from './mail/mailer';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Fixed-window attempt counters (platform/rate-limiter.ts). Kept in the database so every server
 * instance sees the same counts; keys are hashes, so no email address is stored here.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** End of the current window; a hit after it starts a new one. */
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('rate_limit_counter_expires_at_idx').on(table.expiresAt)],
);

/** Mail kept instead of sent when no SMTP_URL is set; read at /dev/mailbox outside production. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as the mailbox is looked up by address. */
    to: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (a booking's .ics, a receipt's PDF in base64), their content as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [index('dev_outbox_recipient_created_at_idx').on(table.to, table.createdAt)],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MarketplaceEvent, MarketplaceEventType } from '@sudsy/domain/events';
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
    /** The sender's key for this mail: sending it again (a retried delivery) keeps one copy. */
    idempotencyKey: text('idempotency_key'),
    /** The one-click unsubscribe address a campaign mail names in its List-Unsubscribe header. */
    listUnsubscribe: text('list_unsubscribe'),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('dev_outbox_recipient_created_at_idx').on(table.to, table.createdAt),
    uniqueIndex('dev_outbox_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

/**
 * The transactional outbox (docs/decisions/018): each event that must reach someone, written in the
 * same transaction as the change it reports, then delivered by a dispatcher on any instance.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<MarketplaceEventType>().notNull(),
    payload: jsonb('payload').$type<MarketplaceEvent>().notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
    /**
     * When a dispatcher may take it next: at once when new, later after a failed attempt, and a
     * lease's length ahead while one dispatcher holds it (so a crashed holder's events come back).
     */
    availableAt: instant('available_at').defaultNow().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
    /** Set once it failed its last allowed attempt: it is kept for the operator, never tried again. */
    abandonedAt: instant('abandoned_at'),
  },
  (table) => [
    index('event_outbox_due_idx')
      .on(table.availableAt)
      .where(sql`${table.deliveredAt} is null and ${table.abandonedAt} is null`),
    index('event_outbox_delivered_idx').on(table.deliveredAt),
  ],
);

/**
 * What of an event has reached whom, by a key such as `bell:<user id>`: a retried delivery skips
 * what an earlier attempt already did.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => eventOutbox.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    deliveredAt: instant('delivered_at').defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.key] })],
);

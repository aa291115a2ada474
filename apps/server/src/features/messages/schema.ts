import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { maxMessageLength } from '@sudsy/domain/constants';
import type { MessageModerationDecision, MessageReportReason } from '@sudsy/domain/message-moderation';
import { user } from '../../auth/schema';
import { quoteRequests } from '../requests/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** One message between an owner and a washer who share a quote request. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The request the message is about; the conversation outlives a removed request. */
    requestId: text('request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Null while unread; `read` in the API. */
    readAt: instant('read_at'),
    /** Set once the unread-message email has told the receiver about it (or their preferences said no). */
    emailNoticeAt: instant('email_notice_at'),
    createdAt: instant('created_at').defaultNow().notNull(),
    /** Set when an operator hid the message after a report: both sides read a removal notice instead. */
    hiddenAt: instant('hidden_at'),
    /** The operator's reason, told to the sender. */
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    // A conversation is both directions of one pair; this index serves each direction in time order.
    index('messages_pair_created_idx').on(table.senderId, table.receiverId, table.createdAt),
    // Unread counts and the email sweep read only unread rows.
    index('messages_unread_idx')
      .on(table.receiverId, table.createdAt)
      .where(sql`${table.readAt} is null`),
    check(
      'messages_content_length_check',
      sql`char_length(${table.content}) between 1 and ${sql.raw(String(maxMessageLength))}`,
    ),
    check('messages_not_to_self_check', sql`${table.senderId} <> ${table.receiverId}`),
  ],
);

/** When a user was last emailed about unread messages: at most one such email an hour. */
export const messageEmailNotices = pgTable('message_email_notices', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sentAt: instant('sent_at').notNull(),
});

/**
 * A participant's report of a message the other person sent, kept for the operator: the message
 * stays until an operator handles it (`handledAt`), hiding it or keeping it (`outcome`). Once per
 * user and message (docs/product.md, "Operators").
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<MessageReportReason>().notNull(),
    details: text('details').notNull().default(''),
    createdAt: instant('created_at').defaultNow().notNull(),
    handledAt: instant('handled_at'),
    outcome: text('outcome').$type<MessageModerationDecision>(),
    /** The operator's reason, told to the reporter. */
    outcomeReason: text('outcome_reason'),
  },
  (table) => [
    unique('message_reports_once_per_reporter').on(table.messageId, table.reporterId),
    // The operator's queue: what is still to handle, oldest first.
    index('message_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

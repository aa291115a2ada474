import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { maxMessageLength } from '@sudsy/domain/constants';
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

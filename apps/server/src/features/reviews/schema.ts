import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReviewReportReason } from '@sudsy/domain/review';
import { user } from '../../auth/schema';
import { appointments } from '../appointments/schema';

/** The owner's rating of one completed appointment: one per appointment, 1 to 5 stars. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** The washer's one answer, shown under the review; null until given. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('reviews_washer_idx').on(table.washerId, table.createdAt.desc()),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_reply_length_check', sql`char_length(${table.reply}) between 1 and 1000`),
  ],
);

/**
 * A user's report of a review, kept for the operator: the review stays visible until someone
 * handles it (`handledAt`). One report per user and review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReviewReportReason>().notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    unique('review_reports_once_per_reporter').on(table.reviewId, table.reporterId),
    // The operator's queue: what is still to handle, oldest first.
    index('review_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

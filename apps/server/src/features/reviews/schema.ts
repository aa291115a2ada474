import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReviewModerationDecision } from '@sudsy/domain/moderation';
import type { ReviewReportReason } from '@sudsy/domain/review';
import { user } from '../../auth/schema';
// The review itself is part of the appointment's record (docs/decisions/020, addendum).
import { reviews } from '../appointments/schema';

/**
 * A user's report of a review, kept for the operator: the review stays visible until an operator
 * handles it (`handledAt`), hiding it or keeping it (`outcome`). One report per user and review.
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
    /** What the operator decided for the review when they handled the report. */
    outcome: text('outcome').$type<ReviewModerationDecision>(),
    /** The operator's reason, told to the reporter. */
    outcomeReason: text('outcome_reason'),
  },
  (table) => [
    unique('review_reports_once_per_reporter').on(table.reviewId, table.reporterId),
    // The operator's queue: what is still to handle, oldest first.
    index('review_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ProfileModerationDecision, ProfileReportReason } from '@sudsy/domain/profile-moderation';
import { user } from '../../auth/schema';

/**
 * Which washers changed anything the search shows or filters on (profile, account, hours, blocked
 * time, bookings, reviews, portfolio), written by triggers (migration 0028) with the writing
 * transaction's id: every server instance reads the rows it has not seen before each search and
 * forgets what it kept of those washers (search-cache.ts, docs/decisions/015). A washer id of '*'
 * means a table was emptied. Rows older than an hour are deleted.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    washerId: text('washer_id').notNull(),
    /** pg_current_xact_id() of the writing transaction, as a number. */
    xact: bigint('xact', { mode: 'number' })
      .default(sql`(pg_current_xact_id()::text::bigint)`)
      .notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('search_changes_xact_idx').on(table.xact),
    index('search_changes_changed_at_idx').on(table.changedAt),
  ],
);

/**
 * A user's report of a washer's public profile, kept for the operator until handled (`handledAt`):
 * kept, or closed once the washer was suspended (`outcome`). Once per user and washer
 * (docs/product.md, "Operators").
 */
export const washerProfileReports = pgTable(
  'washer_profile_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ProfileReportReason>().notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    outcome: text('outcome').$type<ProfileModerationDecision>(),
    /** The operator's reason, told to the reporter. */
    outcomeReason: text('outcome_reason'),
  },
  (table) => [
    unique('washer_profile_reports_once_per_reporter').on(table.washerId, table.reporterId),
    // The operator's queue: what is still to handle, oldest first.
    index('washer_profile_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

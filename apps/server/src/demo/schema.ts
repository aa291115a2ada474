import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Data sets already loaded into this database, by name. A row stays after its data is deleted,
 * so removing the demo accounts by hand does not bring them back on the next start.
 */
export const dataSeeds = pgTable('data_seeds', {
  name: text('name').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).defaultNow().notNull(),
});

import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';

/** The washers an owner keeps as favourites (docs/product.md, "Favourite washers"): one row per pair. */
export const favouriteWashers = pgTable(
  'favourite_washers',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    // The key leads with the owner, which serves the owner's list (at most 100 rows to sort).
    primaryKey({ columns: [table.ownerId, table.washerId] }),
    // Removing a washer's account deletes the rows naming them through this index.
    index('favourite_washers_washer_idx').on(table.washerId),
  ],
);

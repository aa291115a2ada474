import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('reviews_washer_idx').on(table.washerId, table.createdAt.desc()),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { minVehicleYear, vehicleTypes } from '@sudsy/domain/constants';
import { user } from '../../auth/schema';

// Literal list: a check constraint cannot take parameters.
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An owner's vehicle. Text ids, like quote_requests.vehicle_id that points here
 * without a foreign key: a request keeps its history when the vehicle is removed.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color'),
    type: text('type', { enum: vehicleTypes }).notNull().default('sedan'),
    notes: text('notes'),
    nickname: text('nickname'),
    licensePlate: text('license_plate'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('vehicles_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    check('vehicles_type_check', sql`${table.type} in (${oneOf(vehicleTypes)})`),
    // The upper bound moves with the calendar, so only the fixed lower one is the database's to hold.
    check('vehicles_year_check', sql`${table.year} >= ${sql.raw(String(minVehicleYear))}`),
  ],
);

import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';
import { vehicles } from '../vehicles/schema';

/** An owner's usual services, vehicle and time; absent means none set. */
export const servicePreferences = pgTable('service_preferences', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  serviceIds: text('service_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** A removed vehicle stops being the preferred one. */
  vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  /** 'HH:mm', one of the request form's times. */
  preferredTime: text('preferred_time'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});

import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';

/**
 * What a user keeps beyond their account: name and email stay on `user`.
 * The saved address and its point prefill searches and requests and find the owner's Top Washers.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    address: text('address'),
    /** Both set or both null. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Where an owner last searched for washers, and when: Top Washers look there without a saved address. */
    searchLat: doublePrecision('search_lat'),
    searchLng: doublePrecision('search_lng'),
    searchedAt: timestamp('searched_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    check('profiles_point_check', sql`(${table.lat} is null) = (${table.lng} is null)`),
    check(
      'profiles_search_point_check',
      sql`(${table.searchLat} is null) = (${table.searchLng} is null) and (${table.searchLat} is null) = (${table.searchedAt} is null)`,
    ),
    check('profiles_lat_check', sql`${table.lat} between -90 and 90`),
    check('profiles_lng_check', sql`${table.lng} between -180 and 180`),
  ],
);

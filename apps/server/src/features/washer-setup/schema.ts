import {
  cancellationNoticeOptions,
  defaultCancellationNoticeHours,
  type CancellationNoticeHours,
} from '@sudsy/domain/cancellation-policy';
import { sql } from 'drizzle-orm';
import { defaultSizeSurcharges, type SizeSurcharges } from '@sudsy/domain/size-pricing';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { experienceRange, serviceRadiusSlider } from '@sudsy/domain/constants';
import { defaultInstantNoticeHours, instantNoticeOptions } from '@sudsy/domain/instant-booking';
import type { ProfileModerationDecision, ProfileReportReason } from '@sudsy/domain/profile-moderation';
import type { CustomService, ServiceOffering } from '@sudsy/domain/washer-profile';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });
// Literal bounds: a check constraint cannot take parameters.
const between = (range: { min: number; max: number }) => sql.raw(`${range.min} and ${range.max}`);

/** A washer's business profile (docs/product.md, "Washer profile and setup"): one row per washer, written whole by each save. */
export const washerProfiles = pgTable(
  'washer_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    experienceYears: integer('experience_years').notNull(),
    workRadiusMiles: integer('work_radius_miles').notNull(),
    address: text('address').notNull().default(''),
    /** The map centre: both set or both null. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /**
     * Where the public point lies from the base (domain geo.ts, PointBlur): fractions drawn from a
     * strong random source, afresh when the base moves 3 km or more (migration 0030's trigger).
     */
    blurTurn: doublePrecision('blur_turn')
      .notNull()
      .default(sql`strong_random_fraction()`),
    blurReach: doublePrecision('blur_reach')
      .notNull()
      .default(sql`strong_random_fraction()`),
    serviceOfferings: jsonb('service_offerings').$type<ServiceOffering[]>().notNull().default([]),
    customServices: jsonb('custom_services').$type<CustomService[]>().notNull().default([]),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Service ids the washer offers, derived from the two lists above, so search can test overlap (&&) on an index. */
    selectedServices: text('selected_services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hours of notice the washer asks before a job; cancelling inside it is marked late. */
    cancellationNoticeHours: integer('cancellation_notice_hours')
      .$type<CancellationNoticeHours>()
      .notNull()
      .default(defaultCancellationNoticeHours),
    /** The percentage the washer adds to their prices for each vehicle type (prefills quotes). */
    sizeSurcharges: jsonb('size_surcharges').$type<SizeSurcharges>().notNull().default(defaultSizeSurcharges),
    /** Owners may book a free slot at once, at the listed prices (docs/product.md, "Instant booking"); set apart from the profile form. */
    instantBooking: boolean('instant_booking').notNull().default(false),
    /** Hours of notice before an instant booking may start. */
    instantNoticeHours: integer('instant_notice_hours').notNull().default(defaultInstantNoticeHours),
    updatedAt: instant('updated_at').defaultNow().notNull(),
  },
  (table) => [
    // Search finds washers with earth_box(ll_to_earth(...), radius) @> ll_to_earth(lat, lng).
    index('washer_profiles_location_idx').using('gist', sql`ll_to_earth(${table.lat}, ${table.lng})`),
    index('washer_profiles_selected_services_idx').using('gin', table.selectedServices),
    check('washer_profiles_point_check', sql`(${table.lat} is null) = (${table.lng} is null)`),
    check('washer_profiles_lat_check', sql`${table.lat} between -90 and 90`),
    check('washer_profiles_lng_check', sql`${table.lng} between -180 and 180`),
    check('washer_profiles_experience_check', sql`${table.experienceYears} between ${between(experienceRange)}`),
    check('washer_profiles_radius_check', sql`${table.workRadiusMiles} between ${between(serviceRadiusSlider)}`),
    check(
      'washer_profiles_instant_notice_check',
      sql`${table.instantNoticeHours} in (${sql.raw(instantNoticeOptions.join(', '))})`,
    ),
    check(
      'washer_profiles_cancellation_notice_check',
      sql`${table.cancellationNoticeHours} in (${sql.raw(cancellationNoticeOptions.join(', '))})`,
    ),
  ],
);

/** A before/after pair in a washer's portfolio; the images live in Storage under these keys. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    beforeKey: text('before_key').notNull(),
    beforeThumbKey: text('before_thumb_key').notNull(),
    afterKey: text('after_key'),
    afterThumbKey: text('after_thumb_key'),
    title: text('title'),
    description: text('description'),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('gallery_items_washer_created_idx').on(table.washerId, table.createdAt.desc()),
    check('gallery_items_after_check', sql`(${table.afterKey} is null) = (${table.afterThumbKey} is null)`),
  ],
);

/**
 * A user's report of a washer's public profile (beside the profile, where the operator's moderation
 * and the washers' page can both read it without importing each other), kept for the operator until handled (`handledAt`):
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

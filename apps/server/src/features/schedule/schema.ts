import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '@sudsy/domain/roles';
import { appointmentStatuses } from '@sudsy/domain/schedule-rules';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { WeeklyAvailability } from '@sudsy/domain/time-slots';
import { user } from '../../db/schema';
import { quoteResponses } from '../requests/schema';

// Dates are the local 'yyyy-MM-dd' of the job and times its 'HH:mm' wall clock (DESIGN.md
// "Conventions"); the washer's zone says which instants they are. An end may be '24:00'.
const time = (name: string) => text(name);
const timeCheck = (column: unknown) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const endTimeCheck = (column: unknown) => sql`${column} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'`;

/** One row per washer who has saved anything on their schedule; absent means the defaults. */
export const washerSchedules = pgTable('washer_schedules', {
  washerId: text('washer_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyAvailability>().notNull(),
  timeZone: text('time_zone').notNull().default(defaultTimeZone),
  /** The private part of the calendar feed URL; replaced when the washer regenerates it. */
  calendarFeedSecret: text('calendar_feed_secret').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});

export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: uuid('id').primaryKey(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('blocked_times_washer_date_idx').on(table.washerId, table.date),
    check('blocked_times_start_check', timeCheck(table.startTime)),
    check('blocked_times_end_check', endTimeCheck(table.endTime)),
    check('blocked_times_order_check', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/**
 * A booked job: created when an owner accepts a quote (the bids feature), read here. Vehicle,
 * address and customer name are copies taken at booking, so later edits do not rewrite history.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    quoteRequestId: text('quote_request_id'),
    vehicleDescription: text('vehicle_description').notNull(),
    address: text('address').notNull(),
    /** Catalogue or custom service ids. */
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('scheduled'),
    customerName: text('customer_name').notNull(),
    /** The accepted quote's amount, set by the bids feature; the provider dashboard sums it over completed jobs. */
    priceCents: integer('price_cents'),
    /** The accepted quote this booking came from; one booking per quote. */
    quoteResponseId: text('quote_response_id')
      .unique()
      .references(() => quoteResponses.id, { onDelete: 'set null' }),
    /** Who cancelled it and why (a washer must say why); null while not cancelled. */
    cancelledBy: text('cancelled_by', { enum: roles }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('appointments_washer_date_idx').on(table.washerId, table.serviceDate),
    index('appointments_owner_date_idx').on(table.ownerId, table.serviceDate),
    check('appointments_status_check', sql`${table.status} in ('scheduled', 'completed', 'cancelled')`),
    check('appointments_start_check', timeCheck(table.startTime)),
    check('appointments_end_check', endTimeCheck(table.endTime)),
    check('appointments_order_check', sql`${table.startTime} < ${table.endTime}`),
    check(
      'appointments_cancelled_by_check',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('owner', 'washer')`,
    ),
  ],
);

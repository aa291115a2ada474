import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { WeeklyAvailability } from '@sudsy/domain/time-slots';
import { user } from '../../auth/schema';
import { endTimeCheck, time, timeCheck } from '../../db/wall-clock-columns';

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

/**
 * One row per day of blocked time. Whole days off over several days are one row per day (00:00 to
 * 24:00), tied by `groupId`, the id of the stretch and of its first day's row; a block of its own
 * has none. Every reader of a day (availability, free starts, search) reads its rows as they are.
 */
export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: uuid('id').primaryKey(),
    groupId: uuid('group_id'),
    allDay: boolean('all_day').notNull().default(false),
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

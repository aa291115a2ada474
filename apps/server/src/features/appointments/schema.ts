import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BookingCar } from '@sudsy/domain/booking-cars';
import { roles } from '@sudsy/domain/roles';
import { seriesStatuses } from '@sudsy/domain/repeat-series';
import { rescheduleStatuses } from '@sudsy/domain/reschedule';
import { appointmentStatuses } from '@sudsy/domain/schedule-rules';
import { jobPaymentStatuses } from '@sudsy/domain/job-payment';
import { proofPhotoKinds, walkaroundAngles } from '@sudsy/domain/photo-proof';
import { jobDaySteps } from '@sudsy/domain/job-day';
import { user } from '../../auth/schema';
import { endTimeCheck, time, timeCheck } from '../../db/wall-clock-columns';
import { galleryItems } from '../washer-setup/schema';
import { quoteResponses } from '../requests/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A booked job: created when an owner accepts a quote (the bookings feature). Vehicle,
 * address and owner name are copies taken at booking, so later edits do not rewrite history.
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
    ownerName: text('owner_name').notNull(),
    /** The accepted quote's amount, set by the bids feature; the washer dashboard sums it over completed jobs. */
    priceCents: integer('price_cents'),
    /**
     * Each car of a booking covering several, with its services and price line (booking-cars.ts):
     * the vehicle, services and price above are then their whole. Empty for one car.
     */
    cars: jsonb('cars').$type<BookingCar[]>().notNull().default([]),
    /**
     * The washer's notice before a cancellation, as it stood at booking: a later change of their
     * policy never makes an earlier booking's cancellation late (docs/product.md, "Bookings and
     * appointments").
     */
    cancellationNoticeHours: integer('cancellation_notice_hours').notNull(),
    /** The accepted quote this booking came from; one booking per quote. */
    quoteResponseId: text('quote_response_id')
      .unique()
      .references(() => quoteResponses.id, { onDelete: 'set null' }),
    /** Who cancelled it and why (a washer must say why); null while not cancelled. */
    cancelledBy: text('cancelled_by', { enum: roles }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Cancelled inside the washer's notice period (by either side, as cancelledBy says). */
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    /** Cancelled because the owner reported the washer did not come: counted on their public page. */
    washerNoShow: boolean('washer_no_show').notNull().default(false),
    /** The repeat series this wash belongs to (its first booking included); null for a one-off. */
    seriesId: uuid('series_id').references((): AnyPgColumn => appointmentSeries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('appointments_washer_date_idx').on(table.washerId, table.serviceDate),
    index('appointments_series_idx').on(table.seriesId, table.serviceDate),
    index('appointments_owner_date_idx').on(table.ownerId, table.serviceDate),
    // A request's page shows its booking: without this, every view read the whole table.
    index('appointments_quote_request_idx').on(table.quoteRequestId),
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

/**
 * A repeat of a booking (docs/product.md, "Recurring washes"): every `everyWeeks` weeks at the first
 * booking's wall-clock time, for `months` from its date or, when null, until stopped. Its washes
 * are appointments carrying its id. Pending until the washer accepts it; ended by either side.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstAppointmentId: uuid('first_appointment_id')
      .notNull()
      .references((): AnyPgColumn => appointments.id, { onDelete: 'cascade' }),
    everyWeeks: integer('every_weeks').notNull(),
    months: integer('months'),
    status: text('status', { enum: seriesStatuses }).notNull().default('pending'),
    createdAt: instant('created_at').defaultNow().notNull(),
    acceptedAt: instant('accepted_at'),
    endedAt: instant('ended_at'),
    endedBy: text('ended_by', { enum: roles }),
  },
  (table) => [
    index('appointment_series_washer_idx').on(table.washerId),
    index('appointment_series_owner_idx').on(table.ownerId),
    // The daily top-up's worklist: open-ended series still running.
    index('appointment_series_open_ended_idx')
      .on(table.id)
      .where(sql`${table.months} is null and ${table.status} <> 'ended'`),
    check('appointment_series_every_weeks_check', sql`${table.everyWeeks} in (1, 2, 4)`),
    check('appointment_series_months_check', sql`${table.months} is null or ${table.months} in (1, 2, 3, 6)`),
    check('appointment_series_status_check', sql`${table.status} in ('pending', 'active', 'ended')`),
    check(
      'appointment_series_ended_by_check',
      sql`${table.endedBy} is null or ${table.endedBy} in ('owner', 'washer')`,
    ),
  ],
);

/**
 * How a job ended: when the washer marked it completed, the job's before and after photos (private
 * to its washer and owner) and whether the owner lets the washer show them in the public portfolio.
 * A row of its own, so the booking's columns stay the bids feature's.
 */
export const appointmentCompletions = pgTable(
  'appointment_completions',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    completedAt: instant('completed_at').defaultNow().notNull(),
    beforeKey: text('before_key'),
    beforeThumbKey: text('before_thumb_key'),
    afterKey: text('after_key'),
    afterThumbKey: text('after_thumb_key'),
    portfolioConsent: boolean('portfolio_consent').default(false).notNull(),
    /** The public copy in the washer's gallery while the owner consents; gone if the washer deletes it. */
    galleryItemId: uuid('gallery_item_id').references(() => galleryItems.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'appointment_completions_before_check',
      sql`(${table.beforeKey} is null) = (${table.beforeThumbKey} is null)`,
    ),
    check('appointment_completions_after_check', sql`(${table.afterKey} is null) = (${table.afterThumbKey} is null)`),
  ],
);

/**
 * A proposal to move a booked job to a new start (docs/product.md, "Rescheduling"): who proposed
 * it, the booked time it would replace, the new time (same length) and how it ended. At most one is
 * pending per appointment; accepting one moves the appointment itself.
 */
export const rescheduleProposals = pgTable(
  'reschedule_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    proposedBy: text('proposed_by', { enum: roles }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    fromStart: time('from_start').notNull(),
    fromEnd: time('from_end').notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toStart: time('to_start').notNull(),
    toEnd: time('to_end').notNull(),
    status: text('status', { enum: rescheduleStatuses }).notNull().default('pending'),
    createdAt: instant('created_at').defaultNow().notNull(),
    answeredAt: instant('answered_at'),
  },
  (table) => [
    index('reschedule_proposals_appointment_idx').on(table.appointmentId, table.createdAt),
    uniqueIndex('reschedule_proposals_one_pending_idx')
      .on(table.appointmentId)
      .where(sql`${table.status} = 'pending'`),
    check(
      'reschedule_proposals_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'lapsed')`,
    ),
    check('reschedule_proposals_by_check', sql`${table.proposedBy} in ('owner', 'washer')`),
    check('reschedule_proposals_to_start_check', timeCheck(table.toStart)),
    check('reschedule_proposals_to_end_check', endTimeCheck(table.toEnd)),
    check('reschedule_proposals_to_order_check', sql`${table.toStart} < ${table.toEnd}`),
  ],
);

/**
 * The owner's rating of one completed appointment: one per appointment, 1 to 5 stars, and the
 * washer's one reply, which they may edit or remove. The appointment's views show it, so it is
 * kept with the appointment; the rules for writing, answering and reporting one are the reviews
 * feature's.
 */
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
    /** The washer's one answer, shown under the review; null until given or after it is removed. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** When the washer last changed the reply, so readers see it is not what was first said. */
    replyEditedAt: timestamp('reply_edited_at', { withTimezone: true }),
    /**
     * Hidden by an operator after a report (docs/product.md, "Operators"): off the public page and
     * out of every rating figure; its author still sees it on their appointment.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('reviews_washer_idx').on(table.washerId, table.createdAt.desc()),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_reply_length_check', sql`char_length(${table.reply}) between 1 and 1000`),
  ],
);

/**
 * How a booked job is paid through Sudsy (docs/payments.md, "Holds and captures"): one row per
 * appointment booked while payments were on, with the price and the platform's fee fixed at
 * booking. Its status moves as the job engine holds, captures or releases the money; the money
 * itself is in the ledger. `attempt` counts the owner's fixes of a failed hold: each is a new
 * idempotency key at the provider, where a repeat of the same attempt changes nothing.
 */
export const jobPayments = pgTable(
  'job_payments',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: jobPaymentStatuses }).notNull().default('scheduled'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    attempt: integer('attempt').notNull().default(1),
    /** The hold (or outright charge) at the provider, once one was started. */
    intentId: text('intent_id'),
    /** 'Visa ending in 4242': the card held or tried. */
    card: text('card'),
    failure: text('failure'),
    capturedCents: integer('captured_cents').notNull().default(0),
    /** The owner's tip (one per job, all the washer's), charged on its own after the capture. */
    tipCents: integer('tip_cents').notNull().default(0),
    tipIntentId: text('tip_intent_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    // The job engine's worklist: the payments still moving.
    index('job_payments_open_idx')
      .on(table.status)
      .where(sql`${table.status} not in ('captured', 'released', 'late_fee_charged')`),
    // The reconciliation's other half: payments settled in the last days.
    index('job_payments_updated_idx').on(table.updatedAt),
    check(
      'job_payments_status_check',
      sql.raw(`status in (${jobPaymentStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('job_payments_amounts_check', sql`${table.feeCents} between 0 and ${table.amountCents}`),
  ],
);

/**
 * The reminders sent before a job (docs/product.md, "Reminders"): one row per lead (24 or 2 hours)
 * and start, so a moved job is reminded of its new time and a cancelled one never is. `tellsWasher`
 * marks the 24-hour reminder that carried the washer's list of that day's jobs (one per day).
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    leadHours: integer('lead_hours').notNull(),
    startsAt: instant('starts_at').notNull(),
    tellsWasher: boolean('tells_washer').notNull(),
    sentAt: instant('sent_at').defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('appointment_reminders_once_idx').on(table.appointmentId, table.leadHours, table.startsAt),
    check('appointment_reminders_lead_check', sql`${table.leadHours} in (24, 2)`),
  ],
);

/** The owner's "I'll be there" for a job at the start it had then; a moved job asks again. */
export const attendanceConfirmations = pgTable('attendance_confirmations', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  startsAt: instant('starts_at').notNull(),
  confirmedAt: instant('confirmed_at').defaultNow().notNull(),
});

/**
 * The day of a job (docs/product.md, "The day of the job"): the step the washer has reached and
 * when each was reached, and the note that confirmed an arrival away from the job's point. A row
 * of its own, written only from On my way on.
 */
export const appointmentDays = pgTable(
  'appointment_days',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    step: text('step', { enum: jobDaySteps }).notNull(),
    onMyWayAt: instant('on_my_way_at'),
    arrivedAt: instant('arrived_at'),
    startedAt: instant('started_at'),
    arrivalNote: text('arrival_note'),
  },
  (table) => [
    check('appointment_days_step_check', sql`${table.step} in ('on_my_way', 'arrived', 'in_progress')`),
    check('appointment_days_note_check', sql`char_length(${table.arrivalNote}) between 1 and 500`),
  ],
);

/**
 * Where the washer on the way to a job is, rounded to about 100 m: one row per job, replaced by each
 * update and deleted at arrival, completion and cancellation, so no trail of it is ever kept.
 */
export const appointmentLivePoints = pgTable(
  'appointment_live_points',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('appointment_live_points_lat_check', sql`${table.lat} between -90 and 90`),
    check('appointment_live_points_lng_check', sql`${table.lng} between -180 and 180`),
  ],
);

/** The nudge sent when a job's washer had not set off by the time the drive from their base needs; once per start. */
export const lateStartNudges = pgTable(
  'late_start_nudges',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    sentAt: instant('sent_at').defaultNow().notNull(),
  },
  (table) => [uniqueIndex('late_start_nudges_once_idx').on(table.appointmentId, table.startsAt)],
);

/** A step of the job's checklist the washer ticked (docs/product.md, "The day of the job"); unticking removes it. */
export const checklistTicks = pgTable(
  'checklist_ticks',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    doneAt: instant('done_at').defaultNow().notNull(),
  },
  (table) => [uniqueIndex('checklist_ticks_item_idx').on(table.appointmentId, table.itemKey)],
);

/**
 * The photo proof of a job (docs/product.md, "The day of the job"): the walkaround on arrival, one
 * per side of the car (a retake replaces it), and the after photos. `takenAt` is the server's
 * clock; the files are private to the job's two sides.
 */
export const proofPhotos = pgTable(
  'proof_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: proofPhotoKinds }).notNull(),
    angle: text('angle', { enum: walkaroundAngles }),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    takenAt: instant('taken_at').defaultNow().notNull(),
  },
  (table) => [
    index('proof_photos_appointment_idx').on(table.appointmentId, table.takenAt),
    uniqueIndex('proof_photos_angle_idx')
      .on(table.appointmentId, table.angle)
      .where(sql`${table.kind} = 'walkaround'`),
    check(
      'proof_photos_angle_check',
      sql`(${table.kind} = 'walkaround' and ${table.angle} in ('front', 'right', 'back', 'left')) or (${table.kind} = 'after' and ${table.angle} is null)`,
    ),
  ],
);

/** A completed job whose owner was asked to rate it (docs/product.md, "Completion and reviews"): once. */
export const feedbackRequests = pgTable('feedback_requests', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  sentAt: instant('sent_at').defaultNow().notNull(),
});

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { disputeAnswerKinds, disputeEscalations, disputeResolutions, disputeStatuses } from '@sudsy/domain/disputes';
import { user } from '../../auth/schema';
import { time } from '../../db/wall-clock-columns';
import { appointments } from '../appointments/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} is null or ${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A problem the owner reported with a completed job (docs/product.md, "Disputes"): one per job,
 * final once resolved. It moves awaiting_washer → (awaiting_owner →) with_operator → resolved, or
 * straight to resolved when the owner takes the washer's offer. `dueAt` is when the side it waits
 * on runs out of time (the sweep then hands it to an operator); `settlingAt` marks a refund on its
 * way to the provider, so two people settling at once never refund twice.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: disputeStatuses }).notNull().default('awaiting_washer'),
    problem: text('problem').notNull(),
    askedCents: integer('asked_cents').notNull(),
    openedAt: instant('opened_at').defaultNow().notNull(),
    dueAt: instant('due_at'),
    answerKind: text('answer_kind', { enum: disputeAnswerKinds }),
    answerMessage: text('answer_message'),
    redoDate: date('redo_date', { mode: 'string' }),
    redoTime: time('redo_time'),
    offerCents: integer('offer_cents'),
    answeredAt: instant('answered_at'),
    offerAccepted: boolean('offer_accepted'),
    escalation: text('escalation', { enum: disputeEscalations }),
    /** Since when it waits for an operator: the queue's order. */
    escalatedAt: instant('escalated_at'),
    resolution: text('resolution', { enum: disputeResolutions }),
    refundCents: integer('refund_cents'),
    decisionReason: text('decision_reason'),
    /** The operator who decided, kept as text like the audit log. */
    decidedBy: text('decided_by'),
    resolvedAt: instant('resolved_at'),
    settlingAt: instant('settling_at'),
  },
  (table) => [
    index('disputes_waiting_idx')
      .on(table.status, table.dueAt)
      .where(sql`${table.status} in ('awaiting_washer', 'awaiting_owner')`),
    index('disputes_operator_idx')
      .on(table.escalatedAt)
      .where(sql`${table.status} = 'with_operator'`),
    check(
      'disputes_status_check',
      sql`${table.status} in ('awaiting_washer', 'awaiting_owner', 'with_operator', 'resolved')`,
    ),
    check('disputes_answer_kind_check', oneOf('answer_kind', disputeAnswerKinds)),
    check('disputes_escalation_check', oneOf('escalation', disputeEscalations)),
    check('disputes_resolution_check', oneOf('resolution', disputeResolutions)),
    check('disputes_amounts_check', sql`${table.askedCents} >= 0 and coalesce(${table.refundCents}, 0) >= 0`),
    check('disputes_problem_check', sql`char_length(${table.problem}) between 1 and 2000`),
  ],
);

/** The owner's photos of the problem: private to the job's two sides and operators. */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    addedAt: instant('added_at').defaultNow().notNull(),
  },
  (table) => [index('dispute_photos_dispute_idx').on(table.disputeId, table.addedAt)],
);

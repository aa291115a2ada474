import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OperatorAction } from '@sudsy/domain/operator';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The accounts that may open the operator console (docs/product.md, "Operators"): granted and taken
 * back only by the tools on the operator's machine (`npm run admin:create`, `admin:revoke`), never by
 * sign-up or any route.
 */
export const operators = pgTable('operators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  grantedAt: instant('granted_at').defaultNow().notNull(),
});

/**
 * Every operator action: who, what, when, why, and the state before and after. Append-only: the
 * migration gives the table a trigger that refuses every UPDATE and DELETE, so no code path of the
 * application can rewrite it (only its owner's TRUNCATE, which the move to PostgreSQL uses on an
 * empty target, passes).
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (instants of one transaction, or one clock tick, are equal); by default so a move copies it. */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity().notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
    /** The operator's email at the time, or the command line's name for the tools. */
    actor: text('actor').notNull(),
    /** The operator's account, kept as text: the log outlives any change to the accounts. */
    actorId: text('actor_id'),
    action: text('action').$type<OperatorAction>().notNull(),
    /** What it is about, as `kind:id` (an account, a campaign). */
    subject: text('subject').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [index('operator_audit_seq_idx').on(table.seq)],
);

import { asc, desc } from 'drizzle-orm';
import { auditPageSize, type AuditEntry, type AuditPage, type OperatorAction } from '@sudsy/domain/operator';
import type { Db } from '../../db/client';
import { pageOf, pastCursor } from '../../db/pagination';
import { operatorAudit } from './schema';

/** One action as the log keeps it: by whom (an operator, or the tools' command line), on what, why. */
export type OperatorActionRecord = {
  actor: { name: string; id: string | null };
  action: OperatorAction;
  subject: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Writes the action into the log, inside `tx`, the transaction of the change it records. */
export async function recordOperatorAction(tx: Pick<Db, 'insert'>, record: OperatorActionRecord): Promise<void> {
  await tx.insert(operatorAudit).values({
    actor: record.actor.name,
    actorId: record.actor.id,
    action: record.action,
    subject: record.subject,
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

type Row = typeof operatorAudit.$inferSelect;
const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.actor,
  action: row.action,
  subject: row.subject,
  reason: row.reason,
  before: row.before,
  after: row.after,
});

/** A page of the log, newest first; `cursor` is the last id of the page before. */
export async function auditPage(db: Db, cursor?: string): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(cursor ? pastCursor(operatorAudit, [operatorAudit.seq], operatorAudit.id, cursor, 'desc') : undefined)
    .orderBy(desc(operatorAudit.seq), desc(operatorAudit.id))
    .limit(auditPageSize + 1);
  const { page, more } = pageOf(rows, auditPageSize);
  return { entries: page.map(toEntry), nextCursor: more ? (page.at(-1)?.id ?? null) : null };
}

/** The whole log, oldest first, for the CSV export. */
export async function wholeAudit(db: Db): Promise<AuditEntry[]> {
  const rows = await db.select().from(operatorAudit).orderBy(asc(operatorAudit.seq));
  return rows.map(toEntry);
}

import { and, asc, eq } from 'drizzle-orm';
import {
  verificationMessages,
  verificationQueueSize,
  verificationStateOf,
  type VerificationDocumentKind,
  type VerificationQueueItem,
  type VerificationSubmission,
} from '@sudsy/domain/verification';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import type { Storage } from '../../platform/storage/storage';
import { recordOperatorAction, type Operator } from '../operator';
import { washerProfiles } from '../washer-setup/schema';
import { verificationDocuments, washerVerifications } from './schema';
import { documentsOf, toDocument } from './service';

// The operator's side of verification (docs/product.md, "Washer verification"): the queue of
// pending submissions, one submission with its files, and the decision, audited in its transaction.

export const operatorDocumentUrl = (washerId: string, kind: VerificationDocumentKind) =>
  `/api/operator/verifications/${washerId}/documents/${kind}`;

const submissions = (db: Pick<Db, 'select'>) =>
  db
    .select({ row: washerVerifications, name: user.name, email: user.email, businessName: washerProfiles.businessName })
    .from(washerVerifications)
    .innerJoin(user, eq(user.id, washerVerifications.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, washerVerifications.washerId));
type Joined = Awaited<ReturnType<ReturnType<typeof submissions>['where']>>[number];

const washerOf = ({ row, name, email, businessName }: Joined) => ({
  id: row.washerId,
  name: businessName || name,
  email,
});

/** Pending submissions, the longest waiting first, at most verificationQueueSize. */
export async function verificationQueue(db: Db): Promise<VerificationQueueItem[]> {
  const rows = await submissions(db)
    .where(eq(washerVerifications.status, 'pending'))
    .orderBy(asc(washerVerifications.submittedAt), asc(washerVerifications.washerId))
    .limit(verificationQueueSize);
  return rows.flatMap((joined) =>
    joined.row.submittedAt
      ? [
          {
            washer: washerOf(joined),
            insuranceExpiresOn: joined.row.insuranceExpiresOn,
            submittedAt: joined.row.submittedAt.toISOString(),
          },
        ]
      : [],
  );
}

/** One washer's submission with its documents; 404 for a washer who never started one. */
export async function submissionOf(db: Db, washerId: string, now = new Date()): Promise<VerificationSubmission> {
  const [[joined], documents] = await Promise.all([
    submissions(db).where(eq(washerVerifications.washerId, washerId)),
    documentsOf(db, washerId),
  ]);
  if (!joined) throw notFound();
  const { row } = joined;
  return {
    washer: washerOf(joined),
    state: verificationStateOf(now, row),
    insuranceExpiresOn: row.insuranceExpiresOn,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.status === 'rejected' ? row.reason : null,
    documents: documents.map((document) => toDocument(document, operatorDocumentUrl(washerId, document.kind))),
  };
}

export type VerificationDecision = { decision: 'approved' } | { decision: 'rejected'; reason: string };

/**
 * The operator approves or rejects a pending submission: the washer is told (bell and mail), the
 * search hears of it (the table's trigger), and one audit entry is written, all in one
 * transaction. A submission not pending is 409: someone decided it already, or it was never sent.
 */
export async function decideVerification(
  db: Db,
  operator: Operator,
  washerId: string,
  decision: VerificationDecision,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(washerVerifications)
      .where(eq(washerVerifications.washerId, washerId))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'pending') throw conflict(verificationMessages.notPending, 'not_pending');
    const approved = decision.decision === 'approved';
    const reason = approved ? null : decision.reason;
    await tx
      .update(washerVerifications)
      .set({
        status: decision.decision,
        decidedAt: now,
        reason,
        updatedAt: now,
        ...(approved ? { approvedAt: now, expiryToldAt: null } : {}),
      })
      .where(eq(washerVerifications.washerId, washerId));
    await recordOperatorAction(tx, {
      actor: { name: operator.email, id: operator.id },
      action: approved ? 'verification.approved' : 'verification.rejected',
      subject: `user:${washerId}`,
      reason,
      before: { status: 'pending', insuranceExpiresOn: row.insuranceExpiresOn },
      after: { status: decision.decision, insuranceExpiresOn: row.insuranceExpiresOn },
    });
    await recordEvent(tx, { type: 'verification-decided', washerId, decision: decision.decision });
  });
}

/** One document of a washer's submission, for an operator; 404 when there is none of that kind. */
export async function documentForOperator(
  { db, storage }: { db: Db; storage: Storage },
  washerId: string,
  kind: VerificationDocumentKind,
) {
  const [row] = await db
    .select({ key: verificationDocuments.key })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.washerId, washerId), eq(verificationDocuments.kind, kind)));
  const file = row ? await storage.get(row.key) : null;
  if (!file) throw notFound();
  return file;
}

import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  canEditSubmission,
  isVerified,
  verificationDocumentKinds,
  verificationMessages,
  verificationStateOf,
  verificationToday,
  type MyVerification,
  type VerificationDocument,
  type VerificationDocumentKind,
} from '@sudsy/domain/verification';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { Storage } from '../../platform/storage/storage';
import { removeDocuments, storeDocument } from './documents';
import { verificationDocuments, washerVerifications } from './schema';

// The washer's side of verification (docs/product.md, "Washer verification"): their two documents
// and insurance expiry, changed freely until they are sent for review, locked while an operator
// looks at them. A change after an approval is a new submission: the badge waits for the next one.

export type VerificationDeps = { db: Db; storage: Storage; logger: Logger };
type Row = typeof washerVerifications.$inferSelect;
type DocumentRow = typeof verificationDocuments.$inferSelect;

/** The washer's own URL of a document; an operator's is under /api/operator (review.ts). */
export const myDocumentUrl = (kind: VerificationDocumentKind) => `/api/verification/documents/${kind}`;

export const toDocument = (row: DocumentRow, url: string): VerificationDocument => ({
  kind: row.kind,
  contentType: row.contentType,
  uploadedAt: row.uploadedAt.toISOString(),
  url,
});

/** Both kinds first the ID, then the insurance: the order the card and the console show them in. */
export const inKindOrder = (rows: readonly DocumentRow[]) =>
  verificationDocumentKinds.flatMap((kind) => rows.filter((row) => row.kind === kind));

export async function documentsOf(db: Pick<Db, 'select'>, washerId: string): Promise<DocumentRow[]> {
  return inKindOrder(await db.select().from(verificationDocuments).where(eq(verificationDocuments.washerId, washerId)));
}

/** Whether the washer is verified now (isVerified): the badge, and with REQUIRE_VERIFIED_WASHERS their right to work. */
export async function isWasherVerified(db: Pick<Db, 'select'>, washerId: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(washerVerifications).where(eq(washerVerifications.washerId, washerId));
  return isVerified(now, row ?? null);
}

export async function myVerification(
  db: Db,
  washer: Washer,
  required: boolean,
  now = new Date(),
): Promise<MyVerification> {
  const [[row], documents] = await Promise.all([
    db.select().from(washerVerifications).where(eq(washerVerifications.washerId, washer.id)),
    documentsOf(db, washer.id),
  ]);
  return {
    state: verificationStateOf(now, row ?? null),
    verified: isVerified(now, row ?? null),
    insuranceExpiresOn: row?.insuranceExpiresOn ?? null,
    documents: documents.map((document) => toDocument(document, myDocumentUrl(document.kind))),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    rejectReason: row?.status === 'rejected' ? row.reason : null,
    required,
  };
}

/**
 * The washer's row, made when missing and held until the transaction ends; 409 while an operator
 * reviews it. After an approval any change starts a new submission; a rejected one keeps its
 * reason in sight until it is sent again.
 */
async function lockForChange(tx: Db, washerId: string): Promise<Row> {
  await tx.insert(washerVerifications).values({ washerId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(washerVerifications)
    .where(eq(washerVerifications.washerId, washerId))
    .for('update');
  if (!row) throw new Error('verification row not found after insert');
  if (!canEditSubmission(row.status)) throw conflict(verificationMessages.underReview, 'under_review');
  return row;
}

const afterChange = (row: Row) => ({
  status: row.status === 'rejected' ? ('rejected' as const) : ('draft' as const),
  updatedAt: new Date(),
});

/** Uploads or replaces one document; the file is stored first and removed again if the change is refused. */
export async function uploadDocument(
  { db, storage, logger }: VerificationDeps,
  washer: Washer,
  kind: VerificationDocumentKind,
  file: File,
): Promise<void> {
  const stored = await storeDocument(storage, washer.id, kind, file);
  try {
    const replaced = await db.transaction(async (tx) => {
      const row = await lockForChange(tx, washer.id);
      const [previous] = await tx
        .select({ key: verificationDocuments.key })
        .from(verificationDocuments)
        .where(and(eq(verificationDocuments.washerId, washer.id), eq(verificationDocuments.kind, kind)));
      await tx
        .insert(verificationDocuments)
        .values({ washerId: washer.id, kind, ...stored })
        .onConflictDoUpdate({
          target: [verificationDocuments.washerId, verificationDocuments.kind],
          set: { ...stored, uploadedAt: new Date() },
        });
      await tx.update(washerVerifications).set(afterChange(row)).where(eq(washerVerifications.washerId, washer.id));
      return previous ? [previous.key] : [];
    });
    await removeDocuments(storage, logger, replaced);
  } catch (error) {
    await removeDocuments(storage, logger, [stored.key]);
    throw error;
  }
}

export async function setInsuranceExpiry(db: Db, washer: Washer, insuranceExpiresOn: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, washer.id);
    await tx
      .update(washerVerifications)
      .set({ ...afterChange(row), insuranceExpiresOn })
      .where(eq(washerVerifications.washerId, washer.id));
  });
}

/**
 * Sends the documents for review: both documents and an expiry not yet past are needed (409 with
 * what is missing); documents already approved are not sent again unchanged.
 */
export async function submitForReview(db: Db, washer: Washer, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, washer.id);
    if (row.status === 'approved') throw conflict(verificationMessages.alreadyVerified, 'already_verified');
    const documents = await documentsOf(tx, washer.id);
    const expiry = row.insuranceExpiresOn;
    if (documents.length < verificationDocumentKinds.length || expiry === null || expiry <= verificationToday(now))
      throw conflict(verificationMessages.incomplete, 'incomplete');
    await tx
      .update(washerVerifications)
      .set({ status: 'pending', submittedAt: now, decidedAt: null, reason: null, updatedAt: now })
      .where(eq(washerVerifications.washerId, washer.id));
  });
}

/** One of the washer's own documents; 404 when they have none of that kind. */
export async function myDocument({ db, storage }: VerificationDeps, washer: Washer, kind: VerificationDocumentKind) {
  const [row] = await db
    .select({ key: verificationDocuments.key })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.washerId, washer.id), eq(verificationDocuments.kind, kind)));
  const file = row ? await storage.get(row.key) : null;
  if (!file) throw notFound();
  return file;
}

import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { verificationDocumentKinds, verificationStatuses } from '@sudsy/domain/verification';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A washer's verification (docs/product.md, "Washer verification"): their latest submission and the
 * operator's decision on it. Verified means approved with an insurance expiry not past
 * (isVerified); a trigger of its migration tells the search's cache of every change.
 */
export const washerVerifications = pgTable(
  'washer_verifications',
  {
    washerId: text('washer_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: verificationStatuses }).notNull().default('draft'),
    /** The last day the washer's insurance covers, as they gave it. */
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    /** The operator's reason for a rejection: the washer reads it. */
    reason: text('reason'),
    approvedAt: instant('approved_at'),
    /** When the washer was told their approved insurance had expired: once per approval. */
    expiryToldAt: instant('expiry_told_at'),
    updatedAt: instant('updated_at').defaultNow().notNull(),
  },
  (table) => [
    // The queue: pending submissions, the longest waiting first.
    index('washer_verifications_pending_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'pending'`),
    // The daily expiry sweep: approved insurance not yet told of its end.
    index('washer_verifications_insurance_expiry_idx')
      .on(table.insuranceExpiresOn)
      .where(sql`${table.status} = 'approved' and ${table.expiryToldAt} is null`),
    check(
      'washer_verifications_status_check',
      sql`${table.status} in (${sql.raw(verificationStatuses.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

/**
 * The documents of a washer's submission, one of each kind; the file itself lives in the storage
 * under 'verification/', which no public route serves.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: verificationDocumentKinds }).notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    uploadedAt: instant('uploaded_at').defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.washerId, table.kind] }),
    check(
      'verification_documents_kind_check',
      sql`${table.kind} in (${sql.raw(verificationDocumentKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

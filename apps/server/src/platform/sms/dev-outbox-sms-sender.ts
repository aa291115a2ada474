import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SmsSender } from './sms-sender';
import { devTexts } from './schema';

export type RecordedText = { to: string; email: string; body: string; createdAt: Date };

/**
 * A local instance's SMS provider: each text is kept in `dev_texts` and shown at /dev/mailbox, as
 * mail is without SMTP_URL. It takes every text Twilio would take; a retry of the same text keeps
 * its one row.
 */
export function devOutboxSmsSender(db: Db): SmsSender {
  return {
    provider: 'dev-outbox',
    async send({ to, body, recipient }, { idempotencyKey }) {
      await db
        .insert(devTexts)
        .values({ to, email: recipient.email.trim().toLowerCase(), body, idempotencyKey })
        .onConflictDoNothing({ target: devTexts.idempotencyKey });
      return 'sent';
    },
  };
}

const listLimit = 100;

/** The newest texts first, all of them or those to one account's email. */
export function listRecordedTexts(db: Db, email?: string): Promise<RecordedText[]> {
  const query = db
    .select({ to: devTexts.to, email: devTexts.email, body: devTexts.body, createdAt: devTexts.createdAt })
    .from(devTexts);
  const filtered = email === undefined ? query : query.where(eq(devTexts.email, email.trim().toLowerCase()));
  return filtered.orderBy(desc(devTexts.createdAt)).limit(listLimit);
}

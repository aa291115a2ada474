import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PushOutcome, PushSender } from './push-sender';
import { devPushes } from './schema';

export type RecordedPush = {
  to: string;
  device: string;
  title: string;
  body: string;
  path: string;
  outcome: PushOutcome | 'failed';
  createdAt: Date;
};

/**
 * On a local instance every push is also written to the dev outbox, shown at /dev/mailbox beside
 * the mail, whatever its push service answered (often nothing: a browser's push service may be out
 * of reach from a developer's machine). A retry updates its row rather than adding one.
 */
export function recordingPushes(db: Db, sender: PushSender): PushSender {
  return {
    publicKey: sender.publicKey,
    async send(target, message, options) {
      const record = (outcome: RecordedPush['outcome']) =>
        db
          .insert(devPushes)
          .values({
            to: options.recipient.email.trim().toLowerCase(),
            device: options.recipient.device,
            title: message.title,
            body: message.body,
            path: message.path,
            outcome,
            idempotencyKey: options.idempotencyKey,
          })
          .onConflictDoUpdate({ target: devPushes.idempotencyKey, set: { outcome, createdAt: sql`now()` } });
      let outcome: PushOutcome;
      try {
        outcome = await sender.send(target, message, options);
      } catch (error) {
        await record('failed');
        throw error;
      }
      await record(outcome);
      return outcome;
    },
  };
}

const listLimit = 100;

/** The newest pushes first, all of them or those to one address. */
export function listRecordedPushes(db: Db, to?: string): Promise<RecordedPush[]> {
  const query = db
    .select({
      to: devPushes.to,
      device: devPushes.device,
      title: devPushes.title,
      body: devPushes.body,
      path: devPushes.path,
      outcome: devPushes.outcome,
      createdAt: devPushes.createdAt,
    })
    .from(devPushes);
  const filtered = to === undefined ? query : query.where(eq(devPushes.to, to.trim().toLowerCase()));
  return filtered.orderBy(desc(devPushes.createdAt)).limit(listLimit);
}

import { and, eq, inArray } from 'drizzle-orm';
import { messageReportMessages, type MessageReportInput } from '@sudsy/domain/message-moderation';
import type { MyReport } from '@sudsy/domain/moderation';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { messageReports, messages } from './schema';

/**
 * A participant reports a message the other person sent, for the operator, once (docs/product.md,
 * "Operators"); the message stays until an operator decides. Anyone outside the conversation gets
 * 404, as for a message that does not exist; one's own message is 403, a second report 409.
 */
export async function reportMessage(
  db: Db,
  reporter: SessionUser,
  messageId: string,
  input: Required<MessageReportInput>,
): Promise<void> {
  const [message] = await db
    .select({ senderId: messages.senderId, receiverId: messages.receiverId })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message || (message.senderId !== reporter.id && message.receiverId !== reporter.id)) throw notFound();
  if (message.senderId === reporter.id) throw forbidden(messageReportMessages.ownMessage, 'own_message');
  const stored = await db
    .insert(messageReports)
    .values({ messageId, reporterId: reporter.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (stored.length === 0) throw conflict(messageReportMessages.alreadyReported, 'already_reported');
}

/**
 * `viewer`'s own reports of these messages and what became of each, by message id: a conversation
 * shows its reporter "Reported" in place of Report. Nobody else's report is read.
 */
export async function myMessageReports(db: Db, viewer: string, messageIds: string[]): Promise<Map<string, MyReport>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({
      messageId: messageReports.messageId,
      outcome: messageReports.outcome,
      reason: messageReports.outcomeReason,
    })
    .from(messageReports)
    .where(and(eq(messageReports.reporterId, viewer), inArray(messageReports.messageId, messageIds)));
  return new Map(rows.map((row) => [row.messageId, { outcome: row.outcome ?? null, reason: row.reason ?? null }]));
}

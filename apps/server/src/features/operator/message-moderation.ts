import { and, asc, desc, eq, gt, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  messageReportMessages,
  reportedMessageContextSize,
  type MessageDecision,
  type ReportedMessage,
} from '@sudsy/domain/message-moderation';
import { reportQueueSize } from '@sudsy/domain/moderation';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { toMessage } from '../messages';
import { messageReports, messages } from '../messages/schema';
import { washerProfiles } from '../washer-setup/schema';
import type { Operator } from './access';
import { recordOperatorAction } from './audit';

const sender = alias(user, 'sender');
const receiver = alias(user, 'receiver');
const reporter = alias(user, 'reporter');
const senderProfile = alias(washerProfiles, 'sender_profile');
const receiverProfile = alias(washerProfiles, 'receiver_profile');

type MessageRow = typeof messages.$inferSelect;

/** The messages just before and after `message` in its conversation, oldest first, it included. */
async function around(db: Db, message: MessageRow) {
  const { senderId: a, receiverId: b } = message;
  const conversation = or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );
  // The stored instant, in microseconds: the row's Date has lost them.
  const sent = sql`(select m.created_at from ${messages} m where m.id = ${message.id})`;
  const [before, after] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(conversation, lt(messages.createdAt, sent)))
      .orderBy(desc(messages.createdAt))
      .limit(reportedMessageContextSize),
    db
      .select()
      .from(messages)
      .where(and(conversation, gt(messages.createdAt, sent)))
      .orderBy(asc(messages.createdAt))
      .limit(reportedMessageContextSize),
  ]);
  // As the people in it read it: a message hidden earlier shows as removed here too.
  return [...before.reverse(), message, ...after].map(toMessage).map(({ id, senderId, content, createdAt }) => ({
    id,
    senderId,
    content,
    createdAt,
  }));
}

/**
 * The reported messages of the operator's queue (docs/product.md, "Operators"): each message with
 * open reports, the one waiting longest first, with both names, the few messages around it and who
 * reported it why. The operator reads the message itself even once hidden.
 */
export async function messageReportQueue(db: Db): Promise<ReportedMessage[]> {
  const waiting = await db
    .select({ messageId: messageReports.messageId, since: min(messageReports.createdAt) })
    .from(messageReports)
    .where(isNull(messageReports.handledAt))
    .groupBy(messageReports.messageId)
    .orderBy(asc(min(messageReports.createdAt)))
    .limit(reportQueueSize);
  if (waiting.length === 0) return [];
  const ids = waiting.map((row) => row.messageId);
  const [reported, reports] = await Promise.all([
    db
      .select({
        message: messages,
        senderName: sender.name,
        senderBusiness: senderProfile.businessName,
        receiverName: receiver.name,
        receiverBusiness: receiverProfile.businessName,
      })
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.senderId))
      .innerJoin(receiver, eq(receiver.id, messages.receiverId))
      .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
      .leftJoin(receiverProfile, eq(receiverProfile.userId, messages.receiverId))
      .where(inArray(messages.id, ids)),
    db
      .select({ report: messageReports, reporterName: reporter.name })
      .from(messageReports)
      .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
      .where(and(inArray(messageReports.messageId, ids), isNull(messageReports.handledAt)))
      .orderBy(asc(messageReports.createdAt)),
  ]);
  const byId = new Map(reported.map((row) => [row.message.id, row]));
  const queue = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return Promise.all(
    queue.map(async (row) => ({
      message: {
        id: row.message.id,
        content: row.message.content,
        createdAt: row.message.createdAt.toISOString(),
        sender: { id: row.message.senderId, name: row.senderBusiness || row.senderName },
        receiver: { id: row.message.receiverId, name: row.receiverBusiness || row.receiverName },
      },
      context: await around(db, row.message),
      reports: reports
        .filter(({ report }) => report.messageId === row.message.id)
        .map(({ report, reporterName }) => ({
          id: report.id,
          reason: report.reason,
          details: report.details,
          reporter: { id: report.reporterId, name: reporterName },
          at: report.createdAt.toISOString(),
        })),
    })),
  );
}

/**
 * The operator decides a reported message: hidden (both sides read a removal notice in its place)
 * or kept, with a reason. Every open report of it is handled with that outcome, the reporters are
 * told, and the sender too when it is hidden; all in one transaction with its audit entry. A
 * message with no open report is 409: someone decided it already.
 */
export async function decideMessage(
  db: Db,
  operator: Operator,
  messageId: string,
  { decision, reason }: MessageDecision,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    if (!message) throw notFound();
    const handled = await tx
      .update(messageReports)
      .set({ handledAt: now, outcome: decision, outcomeReason: reason })
      .where(and(eq(messageReports.messageId, messageId), isNull(messageReports.handledAt)))
      .returning({ reporterId: messageReports.reporterId });
    if (handled.length === 0) throw conflict(messageReportMessages.nothingToDecide, 'nothing_to_decide');
    if (decision === 'hide')
      await tx.update(messages).set({ hiddenAt: now, hiddenReason: reason }).where(eq(messages.id, messageId));
    await recordOperatorAction(tx, {
      actor: { name: operator.email, id: operator.id },
      action: decision === 'hide' ? 'message.hidden' : 'message.kept',
      subject: `message:${messageId}`,
      reason,
      before: { hidden: message.hiddenAt !== null, openReports: handled.length },
      after: { hidden: decision === 'hide' || message.hiddenAt !== null, openReports: 0 },
    });
    const reporterIds = handled.map((row) => row.reporterId);
    await recordEvent(tx, { type: 'message-moderated', messageId, decision, reporterIds });
  });
}

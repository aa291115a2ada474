import { and, eq, inArray } from 'drizzle-orm';
import type { EventOf } from '@sudsy/domain/events';
import { messageModerationNoticeTexts } from '@sudsy/domain/message-moderation';
import { moderationNoticeTexts } from '@sudsy/domain/moderation';
import { profileModerationNoticeTexts } from '@sudsy/domain/profile-moderation';
import type { Db } from '../../db/client';
import { reviews } from '../appointments/schema';
import { messageReports, messages } from '../messages/schema';
import { washerProfileReports } from '../washer-setup/schema';
import { reviewReports } from '../reviews/schema';
import type { Tell } from './notice-teller';
import { recipientsOf } from './recipients';

/**
 * An operator decided a reported review (docs/product.md, "Operators"): each reporter whose report
 * it handled hears the outcome and the reason, and the review's author hears it was hidden.
 */
export async function reviewModerated(
  db: Db,
  tell: Tell,
  { reviewId, decision, reporterIds }: EventOf<'review-moderated'>,
): Promise<void> {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review) return;
  const handled = await db
    .select({ reporterId: reviewReports.reporterId, reason: reviewReports.outcomeReason })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), inArray(reviewReports.reporterId, reporterIds)));
  const reasonOf = new Map(handled.map((row) => [row.reporterId, row.reason ?? '']));
  const people = await recipientsOf(db, [...reporterIds, review.washerId, review.ownerId]);
  const washer = people.get(review.washerId);
  if (!washer) return;
  const channels = { email: 'moderation', bell: 'moderation' } as const;
  for (const reporterId of reporterIds) {
    const reporter = people.get(reporterId);
    if (reporter)
      await tell(reporter, channels, {
        subject: moderationNoticeTexts.reporterSubject(decision, washer.name),
        intro: moderationNoticeTexts.reporterIntro(decision, reasonOf.get(reporterId) ?? ''),
        details: [['Review', review.comment || `${review.rating} stars`]],
        action: moderationNoticeTexts.reporterAction,
        path: `/providers/${review.washerId}`,
      });
  }
  const author = people.get(review.ownerId);
  if (decision === 'hide' && author)
    await tell(author, channels, {
      subject: moderationNoticeTexts.authorSubject(washer.name),
      intro: moderationNoticeTexts.authorIntro(review.hiddenReason ?? ''),
      details: [['Your review', review.comment || `${review.rating} stars`]],
      action: moderationNoticeTexts.authorAction,
      path: `/appointments/${review.appointmentId}`,
    });
}

/**
 * An operator decided a reported message (docs/product.md, "Operators"): each reporter whose report
 * it handled hears the outcome and the reason, and the sender hears their message was removed.
 */
export async function messageModerated(
  db: Db,
  tell: Tell,
  { messageId, decision, reporterIds }: EventOf<'message-moderated'>,
): Promise<void> {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!message) return;
  const handled = await db
    .select({ reporterId: messageReports.reporterId, reason: messageReports.outcomeReason })
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), inArray(messageReports.reporterId, reporterIds)));
  const reasonOf = new Map(handled.map((row) => [row.reporterId, row.reason ?? '']));
  const people = await recipientsOf(db, [...reporterIds, message.senderId]);
  const sender = people.get(message.senderId);
  if (!sender) return;
  const channels = { email: 'moderation', bell: 'moderation' } as const;
  const texts = messageModerationNoticeTexts;
  for (const reporterId of reporterIds) {
    const reporter = people.get(reporterId);
    if (reporter)
      await tell(reporter, channels, {
        subject: texts.reporterSubject(decision, sender.name),
        intro: texts.reporterIntro(decision, reasonOf.get(reporterId) ?? ''),
        details: [['Message', message.content]],
        action: texts.action,
        path: '/messages',
      });
  }
  if (decision === 'hide')
    await tell(sender, channels, {
      subject: texts.senderSubject,
      intro: texts.senderIntro(message.hiddenReason ?? ''),
      details: [['Your message', message.content]],
      action: texts.action,
      path: '/messages',
    });
}

/** An operator decided a reported washer profile: each reporter whose report it handled hears why. */
export async function profileModerated(
  db: Db,
  tell: Tell,
  { washerId, decision, reporterIds }: EventOf<'profile-moderated'>,
): Promise<void> {
  const handled = await db
    .select({ reporterId: washerProfileReports.reporterId, reason: washerProfileReports.outcomeReason })
    .from(washerProfileReports)
    .where(and(eq(washerProfileReports.washerId, washerId), inArray(washerProfileReports.reporterId, reporterIds)));
  const people = await recipientsOf(db, [...reporterIds, washerId]);
  const washer = people.get(washerId);
  if (!washer) return;
  const channels = { email: 'moderation', bell: 'moderation' } as const;
  for (const { reporterId, reason } of handled) {
    const reporter = people.get(reporterId);
    if (reporter)
      await tell(reporter, channels, {
        subject: profileModerationNoticeTexts.subject(decision, washer.name),
        intro: profileModerationNoticeTexts.intro(decision, reason ?? ''),
        details: [],
        action: profileModerationNoticeTexts.action,
        path: `/providers/${washerId}`,
      });
  }
}

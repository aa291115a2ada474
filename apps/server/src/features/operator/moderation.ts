import { and, asc, eq, inArray, isNull, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  moderationMessages,
  reportQueueSize,
  type ReportedReview,
  type ReviewDecision,
} from '@sudsy/domain/moderation';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { reviews } from '../appointments/schema';
import { reviewReports } from '../reviews/schema';
import { washerProfiles } from '../washer-setup/schema';
import type { Operator } from './access';
import { recordOperatorAction } from './audit';

const author = alias(user, 'author');
const reporter = alias(user, 'reporter');
const washer = alias(user, 'washer');

/**
 * The operator's queue (docs/product.md, "Operators"): each review with open reports, the one
 * waiting longest first, with the review, its reply and who wrote and reported it.
 */
export async function reportQueue(db: Db): Promise<ReportedReview[]> {
  const waiting = await db
    .select({ reviewId: reviewReports.reviewId, since: min(reviewReports.createdAt) })
    .from(reviewReports)
    .where(isNull(reviewReports.handledAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(asc(min(reviewReports.createdAt)))
    .limit(reportQueueSize);
  if (waiting.length === 0) return [];
  const ids = waiting.map((row) => row.reviewId);
  const [reviewed, reports] = await Promise.all([
    db
      .select({
        review: reviews,
        authorName: author.name,
        washerName: washer.name,
        businessName: washerProfiles.businessName,
      })
      .from(reviews)
      .innerJoin(author, eq(author.id, reviews.ownerId))
      .innerJoin(washer, eq(washer.id, reviews.washerId))
      .leftJoin(washerProfiles, eq(washerProfiles.userId, reviews.washerId))
      .where(inArray(reviews.id, ids)),
    db
      .select({ report: reviewReports, reporterName: reporter.name })
      .from(reviewReports)
      .innerJoin(reporter, eq(reporter.id, reviewReports.reporterId))
      .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.handledAt)))
      .orderBy(asc(reviewReports.createdAt)),
  ]);
  const byId = new Map(reviewed.map((row) => [row.review.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { review } = row;
    return [
      {
        review: {
          id: review.id,
          appointmentId: review.appointmentId,
          rating: review.rating,
          comment: review.comment,
          reply: review.reply,
          createdAt: review.createdAt.toISOString(),
          washer: { id: review.washerId, name: row.businessName || row.washerName },
          author: { id: review.ownerId, name: row.authorName },
        },
        reports: reports
          .filter(({ report }) => report.reviewId === id)
          .map(({ report, reporterName }) => ({
            id: report.id,
            reason: report.reason,
            details: report.details,
            reporter: { id: report.reporterId, name: reporterName },
            at: report.createdAt.toISOString(),
          })),
      },
    ];
  });
}

/**
 * The operator decides a reported review: hidden (off the public page and every rating figure) or
 * kept, with a reason. Every open report of it is handled with that outcome, the reporters are told,
 * and the author too when it is hidden; all in one transaction with its audit entry. A review with
 * no open report is 409: someone decided it already.
 */
export async function decideReview(
  db: Db,
  operator: Operator,
  reviewId: string,
  { decision, reason }: ReviewDecision,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw notFound();
    const handled = await tx
      .update(reviewReports)
      .set({ handledAt: now, outcome: decision, outcomeReason: reason })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.handledAt)))
      .returning({ reporterId: reviewReports.reporterId });
    if (handled.length === 0) throw conflict(moderationMessages.nothingToDecide, 'nothing_to_decide');
    if (decision === 'hide')
      await tx.update(reviews).set({ hiddenAt: now, hiddenReason: reason }).where(eq(reviews.id, reviewId));
    await recordOperatorAction(tx, {
      actor: { name: operator.email, id: operator.id },
      action: decision === 'hide' ? 'review.hidden' : 'review.kept',
      subject: `review:${reviewId}`,
      reason,
      before: { hidden: review.hiddenAt !== null, openReports: handled.length },
      after: { hidden: decision === 'hide' || review.hiddenAt !== null, openReports: 0 },
    });
    const reporterIds = handled.map((row) => row.reporterId);
    await recordEvent(tx, { type: 'review-moderated', reviewId, decision, reporterIds });
  });
}

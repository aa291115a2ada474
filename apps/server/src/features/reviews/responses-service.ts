import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  distributionSummary,
  maxRating,
  reviewMessages,
  type ReviewReply,
  type ReviewReportInput,
  type ReviewStats,
  type ReviewReplyInput,
} from '@sudsy/domain/review';
import type { MyReviewReport } from '@sudsy/domain/moderation';
import type { SessionUser, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, reviews } from '../appointments/schema';
import { conflict, notFound } from '../../http/app-error';
import { reviewReports } from './schema';

type ReplyColumns = Pick<typeof reviews.$inferSelect, 'reply' | 'repliedAt' | 'replyEditedAt'>;

/** The reply as readers see it; null when there is none. */
export function replyOf(row: ReplyColumns): ReviewReply | null {
  if (row.reply === null || row.repliedAt === null) return null;
  return {
    text: row.reply,
    createdAt: row.repliedAt.toISOString(),
    editedAt: row.replyEditedAt?.toISOString() ?? null,
  };
}

const replyColumns = { reply: reviews.reply, repliedAt: reviews.repliedAt, replyEditedAt: reviews.replyEditedAt };

/** The washer's own review with a reply: another washer's review, or one without a reply, matches nothing. */
const ownRepliedReview = (washer: Washer, reviewId: string) =>
  and(eq(reviews.id, reviewId), eq(reviews.washerId, washer.id), isNotNull(reviews.reply));

/**
 * The washer answers a review of their own work, once: another washer's review is 404, a second
 * reply 409. The update only fills an empty reply, so two replies racing leave exactly one.
 */
export async function replyToReview(
  db: Db,
  washer: Washer,
  reviewId: string,
  input: Required<ReviewReplyInput>,
): Promise<ReviewReply> {
  const [review] = await db
    .select({ reply: reviews.reply })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.washerId, washer.id)));
  if (!review) throw notFound();
  const alreadyReplied = () => conflict(reviewMessages.alreadyReplied, 'already_replied');
  if (review.reply !== null) throw alreadyReplied();
  const [saved] = await db
    .update(reviews)
    .set({ reply: input.text, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.washerId, washer.id), isNull(reviews.reply)))
    .returning(replyColumns);
  const reply = saved && replyOf(saved);
  if (!reply) throw alreadyReplied();
  return reply;
}

/** The washer changes their reply, which then reads as edited; no reply of theirs is 404. */
export async function editReviewReply(
  db: Db,
  washer: Washer,
  reviewId: string,
  input: Required<ReviewReplyInput>,
): Promise<ReviewReply> {
  const [saved] = await db
    .update(reviews)
    .set({ reply: input.text, replyEditedAt: new Date() })
    .where(ownRepliedReview(washer, reviewId))
    .returning(replyColumns);
  const reply = saved && replyOf(saved);
  if (!reply) throw notFound();
  return reply;
}

/** The washer takes their reply back, and may reply afresh; no reply of theirs is 404. */
export async function removeReviewReply(db: Db, washer: Washer, reviewId: string): Promise<void> {
  const removed = await db
    .update(reviews)
    .set({ reply: null, repliedAt: null, replyEditedAt: null })
    .where(ownRepliedReview(washer, reviewId))
    .returning({ id: reviews.id });
  if (removed.length === 0) throw notFound();
}

/**
 * Any signed-in user reports a review for the operator, once; the review stays visible until the
 * report is handled. An unknown review is 404, a second report by the same user 409.
 */
export async function reportReview(
  db: Db,
  reporter: SessionUser,
  reviewId: string,
  input: Required<ReviewReportInput>,
): Promise<void> {
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
  if (!review) throw notFound();
  const stored = await db
    .insert(reviewReports)
    .values({ reviewId, reporterId: reporter.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (stored.length === 0) throw conflict(reviewMessages.alreadyReported, 'already_reported');
}

/** The figures above a washer's reviews on their public page; an unknown washer has only zeros. */
export async function reviewStatsOf(db: Db, washerId: string): Promise<ReviewStats> {
  const [byStars, jobs] = await Promise.all([
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(and(eq(reviews.washerId, washerId), isNull(reviews.hiddenAt)))
      .groupBy(reviews.rating),
    db
      .select({ jobs: count(), customers: sql<number>`count(distinct ${appointments.ownerId})::int` })
      .from(appointments)
      .where(and(eq(appointments.washerId, washerId), eq(appointments.status, 'completed'))),
  ]);
  const distribution = Array.from({ length: maxRating }, () => 0);
  for (const row of byStars) distribution[row.rating - 1] = row.count;
  const completedJobs = jobs[0]?.jobs ?? 0;
  const customers = jobs[0]?.customers ?? 0;
  return {
    ...distributionSummary(distribution),
    distribution,
    completedJobs,
    repeatCustomerShare: customers === 0 ? null : (await returningCustomers(db, washerId)) / customers,
  };
}

/** Customers with two completed jobs or more with this washer. */
async function returningCustomers(db: Db, washerId: string): Promise<number> {
  const perCustomer = db
    .select({ jobs: count().as('jobs') })
    .from(appointments)
    .where(and(eq(appointments.washerId, washerId), eq(appointments.status, 'completed')))
    .groupBy(appointments.ownerId)
    .as('per_customer');
  const [row] = await db
    .select({ returning: count() })
    .from(perCustomer)
    .where(sql`${perCustomer.jobs} >= 2`);
  return row?.returning ?? 0;
}

/** The caller's reports on `washerId`'s reviews and what became of each (docs/product.md, "Operators"). */
export async function myReportsOn(db: Db, caller: SessionUser, washerId: string): Promise<MyReviewReport[]> {
  const rows = await db
    .select({ reviewId: reviewReports.reviewId, outcome: reviewReports.outcome, reason: reviewReports.outcomeReason })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(and(eq(reviewReports.reporterId, caller.id), eq(reviews.washerId, washerId)));
  return rows.map((row) => ({ reviewId: row.reviewId, outcome: row.outcome ?? null, reason: row.reason ?? null }));
}

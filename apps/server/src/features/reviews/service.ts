import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  publicReviewsLimit,
  reviewerDisplayName,
  reviewMessages,
  type PublicReview,
  type Review,
  type ReviewInput,
} from '@sudsy/domain/review';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { afterCursor, pageOf } from '../../db/pagination';
import { appointments, reviews } from '../appointments/schema';
import { user as users } from '../../auth/schema';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { replyOf } from './responses-service';

type ReviewRow = typeof reviews.$inferSelect;

function toReview(row: ReviewRow): Review {
  return { id: row.id, rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString() };
}

const alreadyReviewed = () => conflict(reviewMessages.alreadyReviewed, 'already_reviewed');

/** PostgreSQL's unique_violation: a second review raced the first past the check. */
const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
};

/**
 * The owner rates one of their completed appointments, once: before completion or a second time
 * is a 409; another owner's appointment a 404. The unique appointment id settles a race.
 */
export async function createReview(
  db: Db,
  owner: Owner,
  appointmentId: string,
  input: Required<ReviewInput>,
): Promise<Review> {
  const [appointment] = await db
    .select({ status: appointments.status, washerId: appointments.washerId, reviewId: reviews.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.ownerId, owner.id)));
  if (!appointment) throw notFound();
  if (appointment.status !== 'completed') throw conflict(reviewMessages.notCompleted, 'not_completed');
  if (appointment.reviewId !== null) throw alreadyReviewed();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          appointmentId,
          washerId: appointment.washerId,
          ownerId: owner.id,
          rating: input.rating,
          comment: input.comment,
        })
        .returning();
      if (!row) throw new Error(`review of ${appointmentId} not returned by insert`);
      await recordEvent(tx, { type: 'review-posted', reviewId: row.id });
      return toReview(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

/**
 * A page of a washer's reviews for their public page, newest first from `cursor` (the last review
 * of the page before) on, each signed with a shortened name. The cursor's row is compared in SQL,
 * at the database's full precision, so no review falls between two pages.
 */
export async function listPublicReviews(
  db: Db,
  washerId: string,
  cursor?: string,
): Promise<{ reviews: PublicReview[]; nextCursor: string | null }> {
  const after = cursor === undefined ? undefined : afterCursor(reviews, reviews.createdAt, reviews.id, cursor);
  const rows = await db
    .select({ review: reviews, ownerName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.ownerId))
    .where(and(eq(reviews.washerId, washerId), isNull(reviews.hiddenAt), after))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(publicReviewsLimit + 1);
  const { page, more } = pageOf(rows, publicReviewsLimit);
  return {
    reviews: page.map(({ review, ownerName }) => ({
      ...toReview(review),
      reviewerName: reviewerDisplayName(ownerName),
      reply: replyOf(review),
    })),
    nextCursor: more ? (page.at(-1)?.review.id ?? null) : null,
  };
}

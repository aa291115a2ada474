// An owner's rating of a completed appointment (docs/product.md, "Completion and reviews": appointments move
// scheduled → completed, then the owner rates and reviews). One review per appointment, 1 to 5
// stars and an optional comment; these texts are ours (docs/product.md, "Message texts").
import { z } from 'zod';
import { nextCursorSchema } from './pagination';
import type { ToastText } from './schedule-messages';

export const minRating = 1;
export const maxRating = 5;
export const reviewCommentMaxLength = 1000;

export const reviewMessages = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  commentTooLong: `Keep the review under ${reviewCommentMaxLength} characters.`,
  notCompleted: 'You can rate this wash once the washer has marked it completed.',
  alreadyReviewed: 'You have already rated this wash.',
  ownersOnly: 'Only the car owner who booked this wash can rate it.',
  replyRequired: 'Write a reply first.',
  replyTooLong: `Keep the reply under ${reviewCommentMaxLength} characters.`,
  alreadyReplied: 'You have already replied to this review.',
  washersOnlyReply: 'Only the washer who was reviewed can reply.',
  reportReasonRequired: 'Choose why you are reporting this review.',
  reportDetailsTooLong: `Keep the details under ${reviewCommentMaxLength} characters.`,
  alreadyReported: 'You have already reported this review. Thank you, we are looking into it.',
} as const;

export const reviewToasts = {
  submitted: { title: 'Review Submitted', description: 'Thank you! Your rating now shows on the washer’s profile.' },
  failed: { title: 'Review Failed', description: 'Your review could not be saved. Please try again.' },
  replied: { title: 'Reply Posted', description: 'Your reply now shows under the review.' },
  replyFailed: { title: 'Reply Failed', description: 'Your reply could not be saved. Please try again.' },
  replyEdited: { title: 'Reply Updated', description: 'Your changed reply now shows under the review.' },
  replyEditFailed: { title: 'Update Failed', description: 'Your changes could not be saved. Please try again.' },
  replyRemoved: { title: 'Reply Removed', description: 'Your reply no longer shows under the review.' },
  replyRemoveFailed: { title: 'Remove Failed', description: 'Your reply could not be removed. Please try again.' },
  reported: { title: 'Review Reported', description: 'Thank you. The review stays visible while we look into it.' },
  reportFailed: { title: 'Report Failed', description: 'Your report could not be sent. Please try again.' },
} as const satisfies Record<string, ToastText>;

/** The rating form and POST /api/appointments/:id/review: the same rules on both sides. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(minRating, reviewMessages.ratingRequired)
    .max(maxRating, reviewMessages.ratingRequired),
  comment: z.string().trim().max(reviewCommentMaxLength, reviewMessages.commentTooLong).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(minRating).max(maxRating),
  comment: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The washer's one answer to a review, shown under it; `editedAt` is set once they change it. */
export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string(), editedAt: z.string().nullable() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review on the washer's public page: who wrote it is shortened to a first name and an initial. */
export const publicReviewSchema = reviewSchema.extend({
  reviewerName: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewsSchema = z.object({
  reviews: z.array(publicReviewSchema),
  nextCursor: nextCursorSchema,
});

/**
 * The reply form, POST /api/reviews/:id/reply (once per review, by the washer reviewed) and PUT of
 * the same path, which changes that reply.
 */
export const reviewReplyInputSchema = z.object({
  text: z
    .string({ error: reviewMessages.replyRequired })
    .trim()
    .min(1, reviewMessages.replyRequired)
    .max(reviewCommentMaxLength, reviewMessages.replyTooLong),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** Why a review is reported, as the report dialog offers it. */
export const reviewReportReasons = {
  offensive: 'Offensive or abusive',
  spam: 'Spam or advertising',
  'not-a-customer': 'Not from a real customer',
  'personal-information': 'Shares personal information',
  other: 'Something else',
} as const;
export type ReviewReportReason = keyof typeof reviewReportReasons;

/** The report dialog and POST /api/reviews/:id/report: any signed-in user, once per review. */
export const reviewReportInputSchema = z.object({
  reason: z.enum(Object.keys(reviewReportReasons) as [ReviewReportReason, ...ReviewReportReason[]], {
    error: reviewMessages.reportReasonRequired,
  }),
  details: z.string().trim().max(reviewCommentMaxLength, reviewMessages.reportDetailsTooLong).default(''),
});
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

/**
 * GET /api/washers/:id/review-stats: how many reviews gave each number of stars (index 0 is one
 * star), the completed jobs, and the share of the washer's customers who came back for a second
 * completed job (null before any customer).
 */
export const reviewStatsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().min(0),
  distribution: z.array(z.number().int().min(0)).length(maxRating),
  completedJobs: z.number().int().min(0),
  repeatCustomerShare: z.number().min(0).max(1).nullable(),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** Reviews a washer's public page shows at a time, newest first; "Show more reviews" brings the next. */
export const publicReviewsLimit = 20;

/** 'Olivia Owner' → 'Olivia O.'; a single name stays as it is; no name reads 'Car Owner'. */
export function reviewerDisplayName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return 'Car Owner';
  const last = rest.at(-1);
  return last === undefined ? first : `${first} ${last.charAt(0).toUpperCase()}.`;
}

/**
 * The average and the count of a rating distribution (index 0 is one star), the average rounded to
 * one decimal as the rating summaries round it; null without reviews.
 */
export function distributionSummary(distribution: readonly number[]): { average: number | null; count: number } {
  const count = distribution.reduce((sum, reviews) => sum + reviews, 0);
  const stars = distribution.reduce((sum, reviews, index) => sum + reviews * (index + 1), 0);
  return { average: count === 0 ? null : Math.round((stars / count) * 10) / 10, count };
}

/** An average as the cards show it: one decimal ('4.5'). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

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
} as const;

export const reviewToasts = {
  submitted: { title: 'Review Submitted', description: 'Thank you! Your rating now shows on the washer’s profile.' },
  failed: { title: 'Review Failed', description: 'Your review could not be saved. Please try again.' },
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

/** A review on the washer's public page: who wrote it is shortened to a first name and an initial. */
export const publicReviewSchema = reviewSchema.extend({ reviewerName: z.string() });
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewsSchema = z.object({
  reviews: z.array(publicReviewSchema),
  nextCursor: nextCursorSchema,
});

/** Reviews a washer's public page shows at a time, newest first; "Show more reviews" brings the next. */
export const publicReviewsLimit = 20;

/** 'Olivia Owner' → 'Olivia O.'; a single name stays as it is; no name reads 'Car Owner'. */
export function reviewerDisplayName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return 'Car Owner';
  const last = rest.at(-1);
  return last === undefined ? first : `${first} ${last.charAt(0).toUpperCase()}.`;
}

/** An average as the cards show it: one decimal ('4.5'). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

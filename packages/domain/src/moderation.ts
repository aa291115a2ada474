// Reports and moderation (docs/product.md, "Operators"): what an operator decides about a reported
// review, and what the reporter and the author are told. Ours: the original product stored reports
// for an operator who had no way to act on them.
import { z } from 'zod';
import { reviewReportReasons, type ReviewReportReason } from './review';
import { operatorReasonSchema } from './operator';
import { reportedMessageSchema } from './message-moderation';
import { reportedProfileSchema } from './profile-moderation';

export const reviewModerationDecisions = ['hide', 'keep'] as const;
export type ReviewModerationDecision = (typeof reviewModerationDecisions)[number];

/** POST /api/operator/reports/reviews/:id/decision. */
export const reviewDecisionSchema = operatorReasonSchema.extend({
  decision: z.enum(reviewModerationDecisions, 'Choose to hide the review or keep it.'),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const moderationMessages = {
  nothingToDecide: 'This review has no open report: it was decided already.',
} as const;

/** One reported review in the operator's queue, with every open report of it. */
export const reportedReviewSchema = z.object({
  review: z.object({
    id: z.uuid(),
    appointmentId: z.uuid(),
    rating: z.number().int(),
    comment: z.string(),
    reply: z.string().nullable(),
    createdAt: z.iso.datetime(),
    washer: z.object({ id: z.string(), name: z.string() }),
    author: z.object({ id: z.string(), name: z.string() }),
  }),
  reports: z.array(
    z.object({
      id: z.uuid(),
      reason: z.enum(Object.keys(reviewReportReasons) as [ReviewReportReason, ...ReviewReportReason[]]),
      details: z.string(),
      reporter: z.object({ id: z.string(), name: z.string() }),
      at: z.iso.datetime(),
    }),
  ),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
/**
 * GET /api/operator/reports: the reviews and the messages with open reports, each list the longest
 * waiting first.
 */
export const reportQueueSchema = z.object({
  reviews: z.array(reportedReviewSchema),
  messages: z.array(reportedMessageSchema).default([]),
  profiles: z.array(reportedProfileSchema).default([]),
});
export const reportQueueSize = 50;

/** What the reporter and (for a hidden review) its author are told, mail and bell alike. */
export const moderationNoticeTexts = {
  reporterSubject: (decision: ReviewModerationDecision, washer: string) =>
    decision === 'hide'
      ? `We hid the review of ${washer} you reported`
      : `We looked at the review of ${washer} you reported`,
  reporterIntro: (decision: ReviewModerationDecision, reason: string) =>
    decision === 'hide'
      ? `Thank you for telling us. The review is no longer shown and no longer counts in the rating. Our reason: ${reason}`
      : `Thank you for telling us. We kept the review: it follows our rules as we read them. Our reason: ${reason}`,
  authorSubject: (washer: string) => `Your review of ${washer} was hidden`,
  authorIntro: (reason: string) =>
    `After a report, we hid your review from the washer's page and their rating. You still see it on your appointment. Our reason: ${reason}`,
  reporterAction: "Open the washer's page",
  authorAction: 'Open the appointment',
} as const;

/**
 * GET /api/washers/:id/reviews/my-reports: the caller's reports on that washer's reviews, so the
 * public page shows a reporter "Reported" and, once an operator decided, the outcome.
 */
export const myReviewReportsSchema = z.object({
  reports: z.array(
    z.object({
      reviewId: z.string(),
      outcome: z.enum(reviewModerationDecisions).nullable(),
      /** The operator's reason, told to the reporter; null until decided. */
      reason: z.string().nullable(),
    }),
  ),
});
export type MyReviewReport = z.infer<typeof myReviewReportsSchema>['reports'][number];

/**
 * The viewer's own report of a message or a washer's profile and what became of it: on each message
 * of GET /api/messages/conversations/:contactId, and GET /api/washers/:id/my-report. Only ever the
 * viewer's; null when they have not reported it. `reason` is the operator's, null until decided.
 */
export const myReportSchema = z.object({
  outcome: z.enum(['hide', 'keep', 'suspended']).nullable(),
  reason: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
/** GET /api/washers/:id/my-report. */
export const myProfileReportSchema = z.object({ report: myReportSchema.nullable() });

/**
 * What a reporter reads in place of Report on what they reported: a review, a message, a washer's
 * profile (a hidden review is gone from the page, a hidden message reads `removedMessageText`).
 */
export function reportedLabel(report: Pick<MyReport, 'outcome' | 'reason'>): string {
  if (report.outcome === 'keep') return `Reported · kept after review: ${report.reason ?? 'it follows the rules'}`;
  if (report.outcome === 'hide') return 'Reported · hidden after review';
  if (report.outcome === 'suspended') return 'Reported · the washer was suspended after review';
  return 'Reported · we are looking into it';
}

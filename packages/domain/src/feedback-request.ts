// The ask to rate a finished wash (docs/product.md, "Completion and reviews"): when it goes, and its
// words (ours). Governed by the marketing group's "feedback requests" setting.
import { formatServiceDate } from './booking';

/** A completed job not rated this long after completion is asked about once. */
export const feedbackRequestAfterHours = 24;
/** Past this, a job is not asked about any more (a server that was down does not ask weeks late). */
export const feedbackRequestWithinDays = 7;

export const feedbackRequestTexts = {
  subject: (washerName: string) => `How was your wash with ${washerName}?`,
  intro: (washerName: string, date: string) =>
    `${washerName} washed your car on ${formatServiceDate(date)}. Rate it in a tap: your stars help other owners choose, and ${washerName} reads every word.`,
  action: 'Rate your wash',
} as const;

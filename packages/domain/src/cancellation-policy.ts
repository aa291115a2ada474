// A washer's cancellation policy (docs/product.md, "Bookings and appointments"): the notice they
// ask for before a job. Cancelling inside it is allowed, by either side, but marked late on both
// sides, and the washer's own late cancellations are counted on their public page.
import { z } from 'zod';

/** The notice periods a washer can choose, in hours; 0 is none. */
export const cancellationNoticeOptions = [0, 2, 12, 24, 48] as const;
export type CancellationNoticeHours = (typeof cancellationNoticeOptions)[number];
export const defaultCancellationNoticeHours: CancellationNoticeHours = 24;

export const cancellationNoticeSchema = z.union(
  cancellationNoticeOptions.map((hours) => z.literal(hours)),
  'Choose no notice, or 2, 12, 24 or 48 hours.',
);

const hourMs = 60 * 60 * 1000;

/** Whether cancelling at `now` a job that starts at `startsAt` falls inside the washer's notice. */
export function isLateCancellation(startsAt: Date, now: Date, noticeHours: number): boolean {
  return startsAt.getTime() - now.getTime() < noticeHours * hourMs;
}

/** The policy as a quote, the profile form and the public page read it. */
export function cancellationPolicyText(noticeHours: number): string {
  if (noticeHours === 0) return 'Free cancellation up to the start';
  return `Free cancellation up to ${noticeHours} hours before the start`;
}

/** The option's label in the profile form. */
export function cancellationNoticeLabel(noticeHours: number): string {
  if (noticeHours === 0) return 'No notice needed';
  return noticeHours === 1 ? '1 hour' : `${noticeHours} hours`;
}

/** The public page's count of the washer's own late cancellations. */
export function lateCancellationsText(count: number): string {
  if (count === 0) return 'No late cancellations';
  return `${count} late cancellation${count === 1 ? '' : 's'}`;
}

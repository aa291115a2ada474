// What a paid job costs and earns (docs/product.md, "Payments"): the platform's fee on the washer's
// side, the owner's late cancellation fee, and tips, which carry no fee. Every amount is integer
// cents; a share of an amount is rounded half up to a whole cent, so a fee is the same on the
// server, in the form and on the receipt.
import { z } from 'zod';
import { formatCents } from './money';

export const defaultPlatformFeePercent = 10;
export const maxPlatformFeePercent = 50;
export const lateCancellationFeePercent = 50;

export const minTipCents = 100;
/** A tip may reach this much, or the job's price when that is higher. */
export const tipCeilingCents = 10_000;
export const tipPresetPercents = [10, 15, 20] as const;
export const tipWindowHours = 48;

const hourMs = 60 * 60 * 1000;

/** Throws unless `cents` is a whole, non-negative number of cents. */
export function assertCents(cents: number, name: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${name} must be a whole number of cents, 0 or more; got ${cents}`);
}

/**
 * `cents × part / whole`, rounded half up to a whole cent. BigInt keeps it exact where a
 * floating-point product of two large amounts would not be.
 */
export function proportionalCents(cents: number, part: number, whole: number): number {
  assertCents(cents, 'cents');
  assertCents(part, 'part');
  if (!Number.isSafeInteger(whole) || whole <= 0)
    throw new RangeError(`whole must be a positive integer; got ${whole}`);
  return Number((BigInt(cents) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** Whether PLATFORM_FEE_PERCENT may be `percent`: 0 to 50, whole or with one decimal. */
export function isPlatformFeePercent(percent: number): boolean {
  // n / 10 is the double nearest a one-decimal number, just as the literal 12.5 is.
  return percent >= 0 && percent <= maxPlatformFeePercent && Math.round(percent * 10) / 10 === percent;
}

/** The platform's fee on a job of `priceCents`; at most half the price, since the percent is. */
export function platformFeeCents(priceCents: number, feePercent: number): number {
  if (!isPlatformFeePercent(feePercent))
    throw new RangeError(`the platform fee must be 0 to ${maxPlatformFeePercent}%, in tenths; got ${feePercent}`);
  return proportionalCents(priceCents, Math.round(feePercent * 10), 1000);
}

/**
 * The platform's fee on part of a job's price (a late fee, a refund), at the rate the job was
 * booked with: `feeCents` of `priceCents`, in proportion.
 */
export function feeOnPartCents(partCents: number, priceCents: number, feeCents: number): number {
  return priceCents === 0 ? 0 : proportionalCents(partCents, feeCents, priceCents);
}

/** What an owner's late cancellation (inside the washer's notice) costs them. */
export function lateCancellationFeeCents(priceCents: number): number {
  return proportionalCents(priceCents, lateCancellationFeePercent, 100);
}

/** What the washer keeps of a job: its price less the platform's fee, plus the whole tip. */
export function washerNetCents(priceCents: number, feeCents: number, tipCents: number): number {
  for (const [name, cents] of Object.entries({ priceCents, feeCents, tipCents })) assertCents(cents, name);
  if (feeCents > priceCents) throw new RangeError(`the fee (${feeCents}) exceeds the price (${priceCents})`);
  return priceCents - feeCents + tipCents;
}

export function maxTipCents(priceCents: number): number {
  return Math.max(tipCeilingCents, priceCents);
}

/**
 * A preset tip: `percent` of the price, but never under the $1 minimum, so every preset the form
 * offers is a tip the server accepts.
 */
export function tipFromPercent(priceCents: number, percent: number): number {
  return Math.max(minTipCents, proportionalCents(priceCents, percent, 100));
}

export const tipMessages = {
  required: 'Enter a tip amount.',
  wholeCents: 'Enter a tip in dollars and cents.',
  tooSmall: `Enter a tip of at least ${formatCents(minTipCents)}.`,
  tooLarge: (maxCents: number) => `A tip can be at most ${formatCents(maxCents)}.`,
  windowClosed: `A tip can be added within ${tipWindowHours} hours of the job's completion.`,
} as const;

/** The tip form and its API, for a job of `priceCents` (taken from the booking, never the client). */
export function tipSchema(priceCents: number) {
  const max = maxTipCents(priceCents);
  return z.object({
    amountCents: z
      .number({ error: tipMessages.required })
      .int(tipMessages.wholeCents)
      .min(minTipCents, tipMessages.tooSmall)
      .max(max, tipMessages.tooLarge(max)),
  });
}
export type TipInput = z.infer<ReturnType<typeof tipSchema>>;

/** The instant the tip window of a job completed at `completedAt` closes. */
export function canTipUntil(completedAt: Date): Date {
  return new Date(completedAt.getTime() + tipWindowHours * hourMs);
}

export function isWithinTipWindow(completedAt: Date, now: Date): boolean {
  return now.getTime() < canTipUntil(completedAt).getTime();
}

/** The washer's settings and payout pages: what the platform keeps. */
export function feeExplanationText(feePercent: number): string {
  if (feePercent === 0) return "Sudsy keeps nothing of a job's price; tips go to you in full.";
  return `Sudsy keeps ${feePercent}% of each job's price; tips go to you in full.`;
}

/** The owner's cancel dialog, when cancelling now is late; notices are 0, 2, 12, 24 or 48 hours. */
export function lateCancellationFeeText(noticeHours: number, feeCents: number): string {
  const cost = `Cancelling now costs ${formatCents(feeCents)} (${lateCancellationFeePercent}% of the price)`;
  // Without a notice period, a cancellation is late only once the job has started.
  if (noticeHours === 0) return `${cost}, because the job has already started.`;
  return `${cost}, because the job starts within ${noticeHours} hours.`;
}

/** What every price says to owners and visitors with PAYMENTS=off. */
export const payDirectlyText = 'Pay the washer directly at the job.';

/** What a washer's job prices say with PAYMENTS=off. */
export const paidDirectlyText = 'The customer pays you directly at the job.';

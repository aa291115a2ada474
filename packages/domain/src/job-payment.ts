// How a booked job is paid through Sudsy (docs/product.md, "Payments"): the price is held on the
// owner's card a day before the job (at once when the job is sooner), captured when the washer
// completes it, released when the booking ends otherwise, and a late owner cancellation captures
// the late fee. A hold that fails leaves the owner until 2 hours before the job to fix the card;
// then the booking is cancelled without a fee.
import { z } from 'zod';
import { platformFeeCents } from './payment-fees';
import { formatMomentIn } from './cancellation-policy';
import { formatCents } from './money';
import { verificationMessages } from './verification';

export const holdLeadHours = 24;
export const cardFixHours = 2;

const hourMs = 60 * 60 * 1000;

export const jobPaymentStatuses = [
  /** Booked; the hold is not due yet. */
  'scheduled',
  /** The price is held on the card. */
  'held',
  /** The bank asks the owner to confirm the hold (3-D Secure). */
  'authentication_required',
  /** The card was declined, or there is no card: the owner may fix it until the deadline. */
  'hold_failed',
  'captured',
  /** The hold was given back: the booking was cancelled in time, by the washer, or unpaid. */
  'released',
  'late_fee_charged',
] as const;
export type JobPaymentStatus = (typeof jobPaymentStatuses)[number];

/** Each status as the Payment card's badge names it. */
export const jobPaymentStatusLabels: Record<JobPaymentStatus, string> = {
  scheduled: 'Hold scheduled',
  held: 'Held',
  authentication_required: 'Action needed',
  hold_failed: 'Action needed',
  captured: 'Paid',
  released: 'Not charged',
  late_fee_charged: 'Late fee',
};

export const settledJobPaymentStatuses: readonly JobPaymentStatus[] = ['captured', 'released', 'late_fee_charged'];

/** When the hold is placed: a day before the job. */
export function holdDueAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - holdLeadHours * hourMs);
}

/** Until when an owner whose hold failed can fix their card before the booking is cancelled. */
export function cardFixDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - cardFixHours * hourMs);
}

export type PaymentStepInput = {
  payment: JobPaymentStatus;
  appointment: 'scheduled' | 'completed' | 'cancelled';
  /** For a cancelled appointment: an owner's late cancellation is charged the late fee. */
  lateOwnerCancellation: boolean;
  startsAt: Date;
  now: Date;
};

/**
 * What the payment of a job needs next, from where the payment and the job stand:
 * - `hold`: place the hold (due, or retried by the owner);
 * - `capture`: take the held price (the job is done);
 * - `charge`: the job is done, or late-cancelled, with nothing held: charge the price, or the
 *   late fee, outright;
 * - `late_fee`: capture the late fee from the hold and release the rest;
 * - `release`: give the hold back, or drop a failed attempt (a late cancellation of a booking
 *   whose card failed is charged nothing: there is no card to charge);
 * - `cancel_unpaid`: the fix deadline passed: cancel the booking, without a fee;
 * - `none`: nothing yet (or nothing ever again).
 */
export type PaymentStep = 'hold' | 'capture' | 'charge' | 'late_fee' | 'release' | 'cancel_unpaid' | 'none';

export function nextPaymentStep(input: PaymentStepInput): PaymentStep {
  const { payment, appointment, now, startsAt } = input;
  if (settledJobPaymentStatuses.includes(payment)) return 'none';
  const held = payment === 'held';
  // A card that failed waits for its owner to fix it (which schedules the payment again), so a
  // declined card is tried once per fix, never once a minute.
  const failed = payment === 'hold_failed' || payment === 'authentication_required';
  if (appointment === 'completed') return held ? 'capture' : failed ? 'none' : 'charge';
  if (appointment === 'cancelled') {
    if (input.lateOwnerCancellation && !failed) return held ? 'late_fee' : 'charge';
    return 'release';
  }
  if (payment === 'scheduled') return now.getTime() >= holdDueAt(startsAt).getTime() ? 'hold' : 'none';
  if (failed) return now.getTime() >= cardFixDeadline(startsAt).getTime() ? 'cancel_unpaid' : 'none';
  return 'none';
}

/** What a job's payment looks like to its two sides (GET /api/appointments/{id}/payment). */
export const jobPaymentViewSchema = z.object({
  status: z.enum(jobPaymentStatuses),
  amountCents: z.number().int(),
  /** The platform's fee on the price (on the late fee once one is charged); the washer's only. */
  feeCents: z.number().int().nullable(),
  /** What the washer keeps: expected before the capture, then the ledger's; the washer's only. */
  earnedCents: z.number().int().nullable(),
  /** When the hold is placed (or was due). */
  holdAt: z.iso.datetime(),
  /** Until when a failed hold can be fixed. */
  fixBy: z.iso.datetime(),
  /** The card held or tried, 'Visa ending in 4242', when known. */
  card: z.string().nullable(),
  /** The bank's words for a failed hold. */
  failure: z.string().nullable(),
  /** For `authentication_required`: the secret the owner's browser confirms the payment with. */
  clientSecret: z.string().nullable(),
  /** Where that confirmation happens: Stripe.js with this key, or the local provider's stand-in. */
  confirmWith: z
    .discriminatedUnion('mode', [
      z.object({ mode: z.literal('stripe'), publishableKey: z.string() }),
      z.object({ mode: z.literal('local') }),
    ])
    .nullable(),
  /** What was captured: the price, or the late fee. */
  capturedCents: z.number().int(),
  tipCents: z.number().int(),
  /** Given back to the owner so far (price first, then the tip). */
  refundedCents: z.number().int(),
  /** What the washer may still refund (0 when nothing was paid); null for the owner. */
  refundableCents: z.number().int().nullable(),
  /** Until when the owner can still add a tip (a paid job, untipped, within 48 hours); else null. */
  tipUntil: z.iso.datetime().nullable(),
  /** The sentence the appointment page shows. */
  summary: z.string(),
});
export type JobPaymentView = z.infer<typeof jobPaymentViewSchema>;
export const jobPaymentResponseSchema = z.object({ payment: jobPaymentViewSchema.nullable() });

export const noCardFailure = 'There is no card on file. Add one in your account to keep this booking.';
export const washerCannotBePaidFailure = 'The washer cannot take payments yet.';

/** Why a booking the system cancelled was cancelled, as its reason reads on both sides. */
export const unpaidCancellationReason = 'Cancelled automatically: the card could not be charged before the job.';

export const jobPaymentMessages = {
  notFailed: 'This payment does not need fixing.',
  notPaid: 'A tip can be added once the job is paid.',
  alreadyTipped: 'You already added a tip for this job.',
  notRefundable: 'Only a job paid through Sudsy can be refunded.',
} as const;

/**
 * With payments on, a booking is paid through Sudsy: the owner needs a card on file and the washer
 * payouts set up. Why a booking is refused for want of either (409, with `code`), and how the
 * booking dialogs say what happens to the card.
 */
export const bookingPaymentRefusals = {
  washer_payouts_required:
    'This washer cannot take bookings yet: they have not set up payouts. Message them, or choose another washer.',
  card_required: 'Add a card to book: it is held 24 hours before the job and charged when the job is done.',
  /** Not a payment's want, but refused at the same step: REQUIRE_VERIFIED_WASHERS and an unverified washer. */
  washer_not_verified: verificationMessages.bookingNeedsVerification,
} as const;
export type BookingPaymentRefusal = keyof typeof bookingPaymentRefusals;

export const bookingPaymentTexts = {
  addCard: 'Add a card',
  payDirectly: (washer: string) => `You pay ${washer} directly when the job is done.`,
  paidWith: (card: string) =>
    `${card} is held 24 hours before the job (at booking if sooner) and charged when the job is done. Cancelling in time costs nothing.`,
  /** The washer's side: quoting works without payouts, bookings do not. */
  washerNeedsPayouts: 'You can send quotes, but customers cannot book you until you set up payouts.',
  instantNeedsPayouts: 'Set up payouts to take instant bookings.',
} as const;

/**
 * What the washer keeps of a price they are about to quote: "Sudsy's fee is 10% ($8.50): you earn
 * $76.50 of $85.00." Said under the quote's amount before it is sent.
 */
export function quoteEarningsText(priceCents: number, feePercent: number): string {
  const fee = platformFeeCents(priceCents, feePercent);
  const percent = `${String(feePercent)}%`;
  return `Sudsy's fee is ${percent} (${formatCents(fee, { always2: true })}): you earn ${formatCents(priceCents - fee, { always2: true })} of ${formatCents(priceCents, { always2: true })}.`;
}

/** The tip's answer: its amount (the form checks it with tipSchema of the job's price). */
export const tipRequestSchema = z.object({ amountCents: z.number().int() });

/**
 * The appointment page's one sentence on the money of the job, for `side`, as of `now`: a job booked
 * inside the hold's lead is held within moments of booking, so its hold time is already past.
 */
export function jobPaymentSummary(
  view: Pick<
    JobPaymentView,
    'status' | 'amountCents' | 'holdAt' | 'fixBy' | 'capturedCents' | 'tipCents' | 'refundedCents'
  >,
  side: 'owner' | 'washer',
  timeZone: string,
  now: Date,
): string {
  const price = formatCents(view.amountCents, { always2: true });
  const holdAt = formatMomentIn(new Date(view.holdAt), timeZone);
  const fixBy = formatMomentIn(new Date(view.fixBy), timeZone);
  switch (view.status) {
    case 'scheduled':
      if (new Date(view.holdAt).getTime() <= now.getTime())
        return side === 'owner'
          ? `${price} is being held on your card now, and will be charged when the job is done.`
          : `${price} is being held on the owner's card now.`;
      return side === 'owner'
        ? `${price} will be held on your card on ${holdAt}, and charged when the job is done.`
        : `${price} will be held on the owner's card on ${holdAt}.`;
    case 'held':
      return side === 'owner'
        ? `${price} is held on your card and will be charged when the job is done.`
        : `${price} is held on the owner's card; it is charged when you complete the job.`;
    case 'authentication_required':
      return side === 'owner'
        ? `Your bank asks you to confirm the hold of ${price}. Confirm it by ${fixBy} or the booking will be cancelled.`
        : `The owner's bank asked them to confirm the payment; they have until ${fixBy}.`;
    case 'hold_failed':
      return side === 'owner'
        ? `We could not hold ${price} on your card. Fix it by ${fixBy} or the booking will be cancelled without a fee.`
        : `The owner's card was declined; they have until ${fixBy} to fix it.`;
    case 'captured': {
      const paid = formatCents(view.capturedCents, { always2: true });
      const tip = view.tipCents > 0 ? ` and a ${formatCents(view.tipCents, { always2: true })} tip` : '';
      return side === 'owner' ? `Paid ${paid}${tip}${refunded(view)}.` : `Paid: ${paid}${tip}${refunded(view)}.`;
    }
    case 'released':
      return side === 'owner' ? 'Nothing was charged: the hold was released.' : 'Nothing was charged.';
    case 'late_fee_charged':
      return `Late cancellation fee charged: ${formatCents(view.capturedCents, { always2: true })}${refunded(view)}.`;
  }
}

const refunded = ({ refundedCents }: Pick<JobPaymentView, 'refundedCents'>) =>
  refundedCents > 0 ? `; ${formatCents(refundedCents, { always2: true })} refunded` : '';

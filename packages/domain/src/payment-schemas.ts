// Payment input shared by forms, the API and the server's settings (docs/product.md, "Payments").
// Refund amounts are only shaped here; what may still be refunded comes from the ledger.
import { z } from 'zod';
import { formatCents } from './money';
import { defaultPlatformFeePercent, isPlatformFeePercent, maxPlatformFeePercent } from './payment-fees';
import { oneLineText } from './text';

export const refundReasonMaxLength = 200;

export const refundMessages = {
  amountRequired: 'Enter the amount to refund.',
  wholeCents: 'Enter the refund in dollars and cents.',
  tooSmall: `Enter a refund of at least ${formatCents(1)}.`,
  /** For an amount over `refundableCents` of the ledger. */
  tooLarge: (refundableCents: number) => `You can refund at most ${formatCents(refundableCents)}.`,
  reasonTooLong: `Keep the reason to ${refundReasonMaxLength} characters or fewer.`,
} as const;

/** The refund dialog and POST of a refund: an amount, and a reason if the operator gives one. */
export const refundSchema = z.object({
  amountCents: z
    .number({ error: refundMessages.amountRequired })
    .int(refundMessages.wholeCents)
    .min(1, refundMessages.tooSmall),
  reason: oneLineText().trim().max(refundReasonMaxLength, refundMessages.reasonTooLong).optional(),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** PAYMENTS: the local stand-in provider, Stripe, or none (the owner pays the washer directly). */
export const paymentsModeSchema = z.enum(['local', 'stripe', 'off']);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

export const platformFeePercentMessage = `PLATFORM_FEE_PERCENT must be a number from 0 to ${maxPlatformFeePercent}, with at most one decimal, such as 10 or 12.5.`;

/** PLATFORM_FEE_PERCENT as the environment holds it, a string; unset means the default. */
export const platformFeePercentSchema = z
  .string({ error: platformFeePercentMessage })
  .default(String(defaultPlatformFeePercent))
  .pipe(
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, platformFeePercentMessage)
      .transform(Number)
      .refine(isPlatformFeePercent, platformFeePercentMessage),
  );

/** Why a payment action is refused (409 payments_off) on a server run with PAYMENTS=off. */
export const paymentsOffMessage = 'Payments are off on this server.';

/** GET /api/payments/config, for every visitor: with mode off, each price says the owner pays the washer at the job. */
export const paymentsConfigSchema = z.object({ mode: paymentsModeSchema });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

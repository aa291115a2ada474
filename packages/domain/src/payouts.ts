// A washer's payouts (docs/product.md, "Payments"; docs/payments.md, "Washer payouts"): the
// connected account their share of each job is paid to, and where its onboarding stands.
import { z } from 'zod';
import { paymentsModeSchema } from './payment-schemas';

/** not_started: no account yet; pending: made, but payouts not enabled yet; enabled: paid out. */
export const payoutStatusSchema = z.enum(['not_started', 'pending', 'enabled']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** GET /api/payouts/account. */
export const payoutAccountResponseSchema = z.object({
  /** local: the stand-in's onboarding page; stripe: Stripe's; off: customers pay the washer at the job. */
  mode: paymentsModeSchema,
  status: payoutStatusSchema,
  /** PLATFORM_FEE_PERCENT: what Sudsy keeps of each job's price. */
  feePercent: z.number(),
});
export type PayoutAccount = z.infer<typeof payoutAccountResponseSchema>;

/** POST /api/payouts/onboarding: where the washer fills in their details, good for one visit. */
export const payoutOnboardingResponseSchema = z.object({ url: z.string() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingResponseSchema>;

/** The query the onboarding returns to the profile with, so the page reads the new status. */
export const payoutsReturnParam = { name: 'payouts', value: 'return' } as const;

export const payoutTexts = {
  title: 'Payouts',
  setUp: 'Set up payouts',
  setUpIntro: 'Set up payouts to be paid for bookings.',
  finish: 'Finish setting up payouts',
  pendingNote: 'You have started setting up payouts. Finish giving your details to be paid for bookings.',
  enabled: 'Payouts on',
  enabledNote: 'Your share of each job is paid out to your bank account.',
  localNotice: 'Local payments: onboarding is simulated and no money moves.',
  paymentsOff: 'Payments are off on this server: customers pay you directly at the job.',
  toastEnabled: 'Payouts are on',
  toastPending: 'Payouts are not set up yet',
  toastPendingDescription: 'Finish giving your details to be paid for bookings.',
} as const;

/** The toast shown on returning from onboarding. */
export function payoutReturnToast(status: PayoutStatus): { title: string; description?: string } {
  if (status === 'enabled') return { title: payoutTexts.toastEnabled, description: payoutTexts.enabledNote };
  return { title: payoutTexts.toastPending, description: payoutTexts.toastPendingDescription };
}

import { useMutation } from '@tanstack/react-query';
import { payoutOnboardingResponseSchema, type PayoutOnboarding } from '@sudsy/domain/payouts';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** A fresh onboarding link (the account made the first time): Stripe's pages, or the local stand-in. */
export async function startPayoutOnboarding(): Promise<PayoutOnboarding> {
  return parseAnswer(payoutOnboardingResponseSchema, await apiFetch('/api/payouts/onboarding', { method: 'POST' }));
}

/** The washer leaves for onboarding once the link arrives; it returns to /profile?payouts=return. */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: startPayoutOnboarding,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

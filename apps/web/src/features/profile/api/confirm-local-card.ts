import type { LocalCardInput } from '@sudsy/domain/test-cards';
import { apiFetch } from '@/lib/api-client';

/**
 * What Stripe.js's confirmCardSetup does in Stripe mode, on the local stand-in: the card goes to
 * the (local) provider with the SetupIntent's client secret, never to the app's own API.
 */
export async function confirmLocalCard(setupIntentId: string, clientSecret: string, card: LocalCardInput) {
  await apiFetch(`/api/dev/payments/setup-intents/${encodeURIComponent(setupIntentId)}/confirm`, {
    method: 'POST',
    json: { clientSecret, ...card },
  });
}

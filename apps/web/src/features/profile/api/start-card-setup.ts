import { cardSetupResponseSchema, type CardSetup } from '@sudsy/domain/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** A SetupIntent for the card form to confirm: Stripe.js in Stripe mode, the local stand-in otherwise. */
export async function startCardSetup(): Promise<CardSetup> {
  return parseAnswer(cardSetupResponseSchema, await apiFetch('/api/payment-methods/setup', { method: 'POST' }));
}

import { farExpiry } from '@sudsy/domain/testing/card-expiry';

/** One request as a signed-in owner, whichever way it reaches the server (in-process or HTTP). */
export type OwnerRequest = (method: string, path: string, body?: unknown) => Promise<Response>;

/**
 * Saves one of Stripe's test cards for an owner on the local provider, as the Payment Methods
 * card does: a SetupIntent from the API, confirmed with the card by the local stand-in for Stripe.js.
 */
export async function saveCardThrough(send: OwnerRequest, number = '4242 4242 4242 4242'): Promise<void> {
  const setup = await send('POST', '/api/payment-methods/setup');
  if (setup.status !== 200) throw new Error(`card setup failed: ${setup.status} ${await setup.text()}`);
  const { setupIntentId, clientSecret } = (await setup.json()) as { setupIntentId: string; clientSecret: string };
  const confirmed = await send('POST', `/api/dev/payments/setup-intents/${setupIntentId}/confirm`, {
    clientSecret,
    number,
    expiry: farExpiry,
    cvc: '123',
  });
  if (confirmed.status !== 204) throw new Error(`card not saved: ${confirmed.status} ${await confirmed.text()}`);
}

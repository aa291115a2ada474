import { expect } from '@playwright/test';
import { farExpiry } from '@sudsy/domain/testing/card-expiry';
import { createVerifiedUser, type TestUser } from './accounts';
import { asUser } from './api';

// Money on the local provider, set up through the API as the profile's cards would: an owner's
// test card saved, a washer's payouts switched on through the stand-in onboarding. Every booking
// needs both (docs/product.md, "Payments").

/** Saves one of Stripe's test cards for the owner. */
export async function saveCard(owner: TestUser, number: string): Promise<void> {
  await asUser(owner, async (api) => {
    const setup = await api.post('/api/payment-methods/setup');
    expect(setup.status(), await setup.text()).toBe(200);
    const { setupIntentId, clientSecret } = (await setup.json()) as { setupIntentId: string; clientSecret: string };
    const saved = await api.post(`/api/dev/payments/setup-intents/${setupIntentId}/confirm`, {
      data: { clientSecret, number, expiry: farExpiry, cvc: '123' },
    });
    expect(saved.status(), await saved.text()).toBe(204);
  });
}

/** A verified owner who can book: Stripe's 4242 test card saved. */
export async function createPayingOwner(): Promise<TestUser> {
  const owner = await createVerifiedUser({ role: 'owner' });
  await saveCard(owner, '4242 4242 4242 4242');
  return owner;
}

/** Finishes the washer's stand-in onboarding; answers their connected account's id. */
export async function enablePayouts(washer: TestUser): Promise<string> {
  return asUser(washer, async (api) => {
    const started = await api.post('/api/payouts/onboarding');
    expect(started.status(), await started.text()).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const finished = await api.post(new URL(url).pathname, { maxRedirects: 0 });
    expect(finished.status(), await finished.text()).toBe(303);
    return new URL(url).pathname.split('/').at(-1) ?? '';
  });
}

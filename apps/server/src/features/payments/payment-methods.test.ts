import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardSetup, PaymentMethods } from '@sudsy/domain/payment-methods';
import { localCardMessages } from '@sudsy/domain/test-cards';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { farExpiry } from '@sudsy/domain/testing/card-expiry';
import { saveTestCard } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

// Saving a card (docs/payments.md, "Cards"): the owner's Payment Methods card on the local provider.

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner')]);
});
afterAll(() => t.close());

const card = (number: string) => ({ number, expiry: farExpiry, cvc: '123', postalCode: '94103' });

async function cardsOf(who: SignedIn): Promise<PaymentMethods> {
  const response = await callAs(t, who, 'GET', '/api/payment-methods');
  expect(response.status).toBe(200);
  return (await response.json()) as PaymentMethods;
}

async function setUp(who: SignedIn): Promise<CardSetup> {
  const response = await callAs(t, who, 'POST', '/api/payment-methods/setup');
  expect(response.status).toBe(200);
  return (await response.json()) as CardSetup;
}

const confirm = (who: SignedIn, setup: CardSetup, fields: Record<string, string>) =>
  callAs(t, who, 'POST', `/api/dev/payments/setup-intents/${setup.setupIntentId}/confirm`, {
    clientSecret: setup.clientSecret,
    ...fields,
  });

const saveCard = (who: SignedIn, number: string) => saveTestCard(t, who, number);

describe('an owner’s cards', () => {
  it('are saved through a SetupIntent, listed by brand and last four, the first the default until another is chosen', async () => {
    expect(await cardsOf(owner)).toEqual({ mode: 'local', publishableKey: null, cards: [] });
    await saveCard(owner, '4242 4242 4242 4242');
    await saveCard(owner, '5555-5555-5555-4444');

    const saved = (await cardsOf(owner)).cards;
    const visa = saved.find((each) => each.brand === 'visa');
    const mastercard = saved.find((each) => each.brand === 'mastercard');
    expect(visa).toMatchObject({ last4: '4242', expMonth: 12, isDefault: true });
    expect(mastercard).toMatchObject({ last4: '4444', isDefault: false });

    expect((await callAs(t, owner, 'PUT', `/api/payment-methods/${mastercard!.id}/default`)).status).toBe(204);
    expect((await cardsOf(owner)).cards.filter((each) => each.isDefault).map((each) => each.id)).toEqual([
      mastercard!.id,
    ]);

    // Removing the default leaves the other card to pay with.
    expect((await callAs(t, owner, 'DELETE', `/api/payment-methods/${mastercard!.id}`)).status).toBe(204);
    expect((await cardsOf(owner)).cards).toEqual([{ ...visa, isDefault: true }]);
  });

  it('take only Stripe’s test cards with a future expiry, saying which field is wrong, and save nothing else', async () => {
    const setup = await setUp(other);
    const refused = async (fields: Record<string, string>) => {
      const response = await confirm(other, setup, fields);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await refused(card('5105 1051 0510 5100'))).toEqual({ number: localCardMessages.notTestCard });
    expect(await refused(card('4242 4242 4242 4241'))).toEqual({ number: localCardMessages.typo });
    expect(await refused({ ...card('4242424242424242'), expiry: '01 / 20' })).toEqual({
      expiry: localCardMessages.expired,
    });
    expect(await refused({ ...card('4242424242424242'), cvc: '12' })).toEqual({ cvc: localCardMessages.cvc });
    expect((await cardsOf(other)).cards).toEqual([]);
  });

  it('are nobody else’s: another owner’s card or SetupIntent answers 404, a washer 403, signed out 401', async () => {
    const mine = (await cardsOf(owner)).cards[0]!;
    expect((await callAs(t, other, 'PUT', `/api/payment-methods/${mine.id}/default`)).status).toBe(404);
    expect((await callAs(t, other, 'DELETE', `/api/payment-methods/${mine.id}`)).status).toBe(404);
    const setup = await setUp(owner);
    expect((await confirm(other, setup, card('4242424242424242'))).status).toBe(404);
    expect(
      (await confirm(owner, { ...setup, clientSecret: 'seti_wrong_secret' }, card('4242424242424242'))).status,
    ).toBe(404);
    expect((await cardsOf(owner)).cards).toHaveLength(1);

    const washer = await signedIn(t, 'washer');
    expect((await callAs(t, washer, 'GET', '/api/payment-methods')).status).toBe(403);
    expect((await callAs(t, null, 'GET', '/api/payment-methods')).status).toBe(401);
  });
});

describe('with payments off', () => {
  it('says so to every visitor, and takes no card', async () => {
    expect(await (await callAs(t, null, 'GET', '/api/payments/config')).json()).toEqual({ mode: 'local' });
    const off = await createTestApp({ PAYMENTS: 'off' });
    try {
      expect(await (await callAs(off, null, 'GET', '/api/payments/config')).json()).toEqual({ mode: 'off' });
      const someone = await signedIn(off, 'owner');
      const listed = await callAs(off, someone, 'GET', '/api/payment-methods');
      expect(await listed.json()).toEqual({ mode: 'off', publishableKey: null, cards: [] });
      const setup = await callAs(off, someone, 'POST', '/api/payment-methods/setup');
      expect(setup.status).toBe(409);
    } finally {
      await off.close();
    }
  });
});

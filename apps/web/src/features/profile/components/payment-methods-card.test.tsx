import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@sudsy/domain/account';
import { paymentMethodTexts, type PaymentMethods, type SavedCard } from '@sudsy/domain/payment-methods';
import { localCardMessages } from '@sudsy/domain/test-cards';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { json } from '../testing/fake-endpoint';
import { PaymentMethodsCard } from './payment-methods-card';

const visa: SavedCard = { id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, isDefault: true };
const mastercard: SavedCard = { ...visa, id: 'pm_mc', brand: 'mastercard', last4: '4444', isDefault: false };

/** The payment endpoints at the network edge, keeping the owner's cards; returns the calls made. */
function fakePayments(mode: PaymentMethods['mode'], start: SavedCard[]) {
  let cards = start;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push(call);
      if (call === 'GET /api/payment-methods') return json({ mode, publishableKey: null, cards });
      if (call === 'POST /api/payment-methods/setup')
        return json({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret' });
      if (call === 'POST /api/dev/payments/setup-intents/seti_1/confirm') {
        cards = [...cards, { ...mastercard, isDefault: cards.length === 0 }];
        return new Response(null, { status: 204 });
      }
      if (call === 'PUT /api/payment-methods/pm_mc/default') {
        cards = cards.map((card) => ({ ...card, isDefault: card.id === 'pm_mc' }));
        return new Response(null, { status: 204 });
      }
      if (call === 'DELETE /api/payment-methods/pm_visa') {
        cards = cards.filter((card) => card.id !== 'pm_visa').map((card) => ({ ...card, isDefault: true }));
        return new Response(null, { status: 204 });
      }
      if (path === '/api/auth/get-session') return json(null);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderCard() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <PaymentMethodsCard />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

const region = () => screen.getByRole('region', { name: 'Payment Methods' });

describe('Payment Methods', () => {
  it('saves a test card from the local form, refusing any other number first', async () => {
    const calls = fakePayments('local', []);
    const user = renderCard();
    expect(await within(region()).findByText(accountMessages.noPaymentMethods)).toBeInTheDocument();
    await user.click(within(region()).getByRole('button', { name: paymentMethodTexts.addCard }));
    const dialog = await screen.findByRole('dialog', { name: paymentMethodTexts.addCard });
    expect(dialog).toHaveTextContent(paymentMethodTexts.localNotice);

    await user.type(within(dialog).getByLabelText('Card number'), '5105 1051 0510 5100');
    await user.type(within(dialog).getByLabelText('Expiry'), '12 / 31');
    await user.type(within(dialog).getByLabelText('Security code'), '123');
    await user.click(within(dialog).getByRole('button', { name: paymentMethodTexts.saveCard }));
    expect(await within(dialog).findByText(localCardMessages.notTestCard)).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/payment-methods/setup');

    await user.clear(within(dialog).getByLabelText('Card number'));
    await user.type(within(dialog).getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.click(within(dialog).getByRole('button', { name: paymentMethodTexts.saveCard }));
    expect(await screen.findByText(paymentMethodTexts.cardSaved)).toBeInTheDocument();
    const saved = within(region()).getByRole('list', { name: 'Saved cards' });
    expect(saved).toHaveTextContent('Mastercard ending in 4444');
    expect(saved).toHaveTextContent('Default');
    expect(calls).toContain('POST /api/dev/payments/setup-intents/seti_1/confirm');
  });

  it('lists the cards, the default marked, and changes the default or removes a card', async () => {
    const calls = fakePayments('local', [visa, mastercard]);
    const user = renderCard();
    const saved = await within(region()).findByRole('list', { name: 'Saved cards' });
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Visa ending in 4242Default'),
      expect.stringContaining('Mastercard ending in 4444'),
    ]);
    expect(saved).toHaveTextContent('Expires 12/31');

    await user.click(within(saved).getByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    expect(await screen.findByText(paymentMethodTexts.defaultChanged)).toBeInTheDocument();
    expect(calls).toContain('PUT /api/payment-methods/pm_mc/default');

    await user.click(within(saved).getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText(paymentMethodTexts.cardRemoved)).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/payment-methods/pm_visa');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says owners pay the washer directly when payments are off, offering no card form', async () => {
    fakePayments('off', []);
    renderCard();
    expect(await within(region()).findByText(paymentMethodTexts.payDirectly)).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: paymentMethodTexts.addCard })).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { feeExplanationText } from '@sudsy/domain/payment-fees';
import { paymentsOffMessage } from '@sudsy/domain/payment-schemas';
import { payoutTexts, type PayoutAccount } from '@sudsy/domain/payouts';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { json } from '../testing/fake-endpoint';
import { PayoutsCard } from './payouts-card';

const onboardingUrl = 'http://localhost:3000/dev/payments/onboarding/acct_1';

/**
 * The payout endpoints at the network edge: GET answers each status in turn (the last one kept),
 * POST onboarding answers `onboarding`. Returns the calls made.
 */
function fakePayouts(answers: PayoutAccount[], onboarding: () => Response = () => json({ url: onboardingUrl })) {
  const calls: string[] = [];
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push(call);
      if (call === 'GET /api/payouts/account') {
        const answer = answers[Math.min(read, answers.length - 1)];
        read += 1;
        return answer ? json(answer) : json({ error: { code: 'internal', message: 'Server down' } }, 500);
      }
      if (call === 'POST /api/payouts/onboarding') return onboarding();
      if (path === '/api/auth/get-session') return json(null);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

const account = (status: PayoutAccount['status'], mode: PayoutAccount['mode'] = 'local'): PayoutAccount => ({
  mode,
  status,
  feePercent: 10,
});

function renderCard(path = '/profile') {
  const router = createMemoryRouter([{ path: '/profile', element: <PayoutsCard /> }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}

const region = () => screen.getByRole('region', { name: payoutTexts.title });

describe('Payouts', () => {
  it('explains the fee and leaves for onboarding from Set up payouts', async () => {
    const calls = fakePayouts([account('not_started')]);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderCard();
    expect(
      await within(region()).findByText(`${payoutTexts.setUpIntro} ${feeExplanationText(10)}`),
    ).toBeInTheDocument();
    expect(region()).toHaveTextContent("Sudsy keeps 10% of each job's price; tips go to you in full.");
    expect(region()).toHaveTextContent(payoutTexts.localNotice);

    await user.click(within(region()).getByRole('button', { name: payoutTexts.setUp }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(onboardingUrl));
    expect(calls).toContain('POST /api/payouts/onboarding');
    expect(within(region()).getByRole('button', { name: 'Opening...' })).toBeDisabled();
  });

  it('asks to finish onboarding while pending, and says why it could not start', async () => {
    fakePayouts([account('pending', 'stripe')], () =>
      json({ error: { code: 'payments_off', message: paymentsOffMessage } }, 409),
    );
    const { user } = renderCard();
    expect(await within(region()).findByText(payoutTexts.pendingNote)).toBeInTheDocument();
    expect(region()).not.toHaveTextContent(payoutTexts.localNotice);
    await user.click(within(region()).getByRole('button', { name: payoutTexts.finish }));
    expect(await screen.findByText(paymentsOffMessage)).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: payoutTexts.finish })).toBeEnabled();
  });

  it('shows payouts on, and that customers pay directly when payments are off', async () => {
    fakePayouts([account('enabled')]);
    renderCard();
    expect(await within(region()).findByText(payoutTexts.enabled)).toBeInTheDocument();
    expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says customers pay the washer directly when payments are off, offering no onboarding', async () => {
    fakePayouts([account('not_started', 'off')]);
    renderCard();
    expect(await within(region()).findByText(payoutTexts.paymentsOff)).toBeInTheDocument();
    expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads the status again on returning from onboarding, tells it in a toast and clears the address', async () => {
    const calls = fakePayouts([account('enabled')]);
    const { router } = renderCard('/profile?payouts=return');
    expect(await screen.findByText(payoutTexts.toastEnabled)).toBeInTheDocument();
    expect(within(region()).getByText(payoutTexts.enabled)).toBeInTheDocument();
    expect(calls.filter((call) => call === 'GET /api/payouts/account').length).toBeGreaterThanOrEqual(1);
    expect(router.state.location.search).toBe('');
  });

  it('offers Retry when the status cannot be read', async () => {
    fakePayouts([]);
    const { user } = renderCard();
    const failed = await within(region()).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load your payouts');
    fakePayouts([account('pending')]);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(region()).findByText(payoutTexts.pendingNote)).toBeInTheDocument();
  });
});

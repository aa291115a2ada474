import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bucketEarnings } from '@sudsy/domain/earnings';
import type { WasherDashboard } from '@sudsy/domain/washer-api';
import { renderApp, sessionFor } from '@/test/render-app';

function mockDashboardApi(answer: Partial<WasherDashboard> | 'error') {
  const figures: WasherDashboard | 'error' =
    answer === 'error'
      ? answer
      : {
          businessName: 'Sparkle Mobile Wash',
          jobsThisMonth: 0,
          earningsCents: 0,
          acceptanceRate: 0,
          profileComplete: true,
          ...answer,
        };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/get-session') return Response.json(sessionFor('washer', 'Sam Washer'));
      if (url === '/api/washer-dashboard' && figures !== 'error') return Response.json(figures);
      // The earnings card has tests of its own (components/earnings-card.test.tsx).
      if (url === '/api/washer-dashboard/earnings') return Response.json(bucketEarnings([], '2030-06-05'));
      return Response.json(
        { error: { code: 'internal', message: 'Down' } },
        { status: url === '/api/washer-dashboard' ? 400 : 404 },
      );
    }),
  );
}

describe('washer dashboard', () => {
  it("welcomes the washer and shows a new washer's real figures: 0, $0 and 0%", async () => {
    mockDashboardApi({ jobsThisMonth: 0, earningsCents: 0, acceptanceRate: 0, profileComplete: false });
    renderApp('/provider/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeInTheDocument();
    // Greeted by the business name, not the person's.
    expect(await screen.findByText(/Welcome back, Sparkle Mobile Wash!/)).toBeInTheDocument();
    expect(await screen.findByText('$0')).toBeInTheDocument();
    expect(screen.getByText('Jobs this month').parentElement).toHaveTextContent('0');
    expect(screen.getByText('Quote acceptance rate').parentElement).toHaveTextContent('0%');
  });

  it('prompts to finish the profile until it is complete', async () => {
    mockDashboardApi({ jobsThisMonth: 3, earningsCents: 24_550, acceptanceRate: 2 / 3, profileComplete: false });
    renderApp('/provider/dashboard');
    const prompt = await screen.findByRole('region', { name: 'Finish your provider profile' });
    expect(within(prompt).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/provider/profile');
    expect(screen.getByText('$245.50')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
  });

  it.each([
    [1, 3, '33%'],
    [1, 1, '100%'],
  ])('shows %i accepted of %i answered quotes as %s', async (accepted, answered, shown) => {
    mockDashboardApi({
      jobsThisMonth: 1,
      earningsCents: 0,
      acceptanceRate: accepted / answered,
      profileComplete: true,
    });
    renderApp('/provider/dashboard');
    await waitFor(() => expect(screen.getByText('Quote acceptance rate').parentElement).toHaveTextContent(shown));
  });

  it('has no prompt once the profile is complete', async () => {
    mockDashboardApi({ jobsThisMonth: 1, earningsCents: 0, acceptanceRate: 0, profileComplete: true });
    renderApp('/provider/dashboard');
    expect(await screen.findByText('$0')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Finish your provider profile' })).not.toBeInTheDocument();
  });

  it('leads to the setup, the schedule and the bids', async () => {
    mockDashboardApi({ jobsThisMonth: 0, earningsCents: 0, acceptanceRate: 0, profileComplete: true });
    renderApp('/provider/dashboard');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: /Profile Setup/ })).toHaveAttribute('href', '/provider/profile');
    expect(within(actions).getByRole('link', { name: /Schedule/ })).toHaveAttribute('href', '/provider/schedule');
    expect(within(actions).getByRole('link', { name: /My Bids/ })).toHaveAttribute('href', '/provider/bids');
  });

  it('offers a retry instead of made-up figures when they cannot load', async () => {
    mockDashboardApi('error');
    renderApp('/provider/dashboard');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('$0')).not.toBeInTheDocument();
  });
});

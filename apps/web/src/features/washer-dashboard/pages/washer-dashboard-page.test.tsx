import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bucketEarnings } from '@sudsy/domain/earnings';
import type { WasherDashboard } from '@sudsy/domain/washer-api';
import type { WasherAgenda } from '@sudsy/domain/washer-agenda';
import { renderApp, sessionFor } from '@/test/render-app';

const noAgenda: WasherAgenda = {
  today: '2030-06-03',
  nextJob: null,
  requests: 0,
  series: [],
  seriesTotal: 0,
  reschedules: [],
  reschedulesTotal: 0,
};

function mockDashboardApi(answer: Partial<WasherDashboard> | 'error', agenda: WasherAgenda = noAgenda) {
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
      if (url === '/api/washer-dashboard/agenda') return Response.json(agenda);
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

  it('leads with the next job, with directions to its street, before the figures', async () => {
    mockDashboardApi(
      { jobsThisMonth: 2 },
      {
        ...noAgenda,
        nextJob: {
          id: 'job-1',
          date: '2030-06-04',
          start: '09:00',
          end: '10:30',
          startsAt: '2030-06-04T16:00:00.000Z',
          ownerName: 'Tess Owner',
          vehicle: '2019 Tesla Model 3 (White)',
          address: '9 Elm St, San Francisco, CA 94110',
          services: ['express-wash'],
          status: 'scheduled',
        },
      },
    );
    renderApp('/provider/dashboard');
    const next = await screen.findByRole('region', { name: 'Next job' });
    expect(await within(next).findByText('Tomorrow')).toBeInTheDocument();
    expect(within(next).getByText('9:00 AM – 10:30 AM')).toBeInTheDocument();
    expect(within(next).getByText('9 Elm St, San Francisco, CA 94110')).toBeInTheDocument();
    expect(within(next).getByText('2019 Tesla Model 3 (White)')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=9%20Elm%20St%2C%20San%20Francisco%2C%20CA%2094110',
    );
    expect(within(next).getByRole('link', { name: 'Open job' })).toHaveAttribute('href', '/appointments/job-1');
    // The day leads: the next job comes before the figures.
    const figures = await screen.findByText('Jobs this month');
    expect(next.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists what waits for an answer, each leading to where it is answered', async () => {
    mockDashboardApi(
      {},
      {
        ...noAgenda,
        requests: 3,
        series: [
          {
            seriesId: 's-1',
            appointmentId: 'first-1',
            ownerName: 'Sara Owner',
            everyWeeks: 2,
            firstDate: '2030-06-10',
            firstStart: '10:00',
          },
        ],
        seriesTotal: 1,
        reschedules: [
          {
            appointmentId: 'moved-1',
            ownerName: 'Pat Owner',
            fromDate: '2030-06-12',
            fromStart: '10:00',
            toDate: '2030-06-13',
            toStart: '14:00',
          },
        ],
        reschedulesTotal: 7,
      },
    );
    renderApp('/provider/dashboard');
    const waiting = await screen.findByRole('region', { name: 'Needs your answer' });
    expect(await within(waiting).findByText('3 requests near you to quote')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: /^Answer in My Bids/ })).toHaveAttribute('href', '/provider/bids');
    expect(
      within(waiting).getByText('Sara Owner asks for a repeat wash every 2 weeks, from Mon 10 Jun, 10:00 AM'),
    ).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: /^Review dates/ })).toHaveAttribute(
      'href',
      '/appointments/first-1',
    );
    expect(
      within(waiting).getByText('Pat Owner proposes Thu 13 Jun, 2:00 PM instead of Wed 12 Jun, 10:00 AM'),
    ).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: /^Answer: Pat Owner/ })).toHaveAttribute(
      'href',
      '/appointments/moved-1',
    );
    // Six more proposals than the one named.
    expect(within(waiting).getByRole('link', { name: 'and 6 more' })).toHaveAttribute('href', '/appointments');
  });

  it('says when no job is booked and nothing waits', async () => {
    mockDashboardApi({});
    renderApp('/provider/dashboard');
    expect(await screen.findByText('No jobs booked yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing waits for your answer.')).toBeInTheDocument();
  });
});

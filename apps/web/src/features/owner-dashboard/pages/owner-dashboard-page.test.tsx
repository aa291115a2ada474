import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FavouriteWasher } from '@sudsy/domain/favourites';
import type { OwnerDashboard } from '@sudsy/domain/owner-dashboard';
import type { QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { renderApp, sessionFor } from '@/test/render-app';

function request(id: string, fields: Partial<QuoteRequestListItem>): QuoteRequestListItem {
  return {
    id,
    status: 'pending',
    createdAt: '2025-01-05T15:00:00.000Z',
    address: 'Union Square, San Francisco, CA',
    preferredDate: '2030-06-03',
    preferredTime: '10:00',
    serviceIds: ['express-wash'],
    vehicle: null,
    responseCount: 0,
    quotedCount: 0,
    ...fields,
  };
}

const empty: OwnerDashboard = {
  totalWashes: 0,
  vehiclesRegistered: 0,
  upcomingAppointments: 0,
  upcoming: [],
  recentRequests: [],
  topWashers: [],
};

const missionSuds: FavouriteWasher = {
  washerId: 'w1',
  businessName: 'Mission Suds',
  imageUrl: null,
  rating: { average: 4.8, count: 12 },
  area: 'San Francisco, CA',
  savedAt: '2025-01-05T15:00:00.000Z',
};

/**
 * Stands in for the API at the network edge: the session with `name`, the dashboard, the vehicles
 * and the favourites (a function of how often they were read, to fail and then answer).
 */
function fakeDashboardApi(
  dashboard: OwnerDashboard,
  name = 'Olivia Owner',
  favourites: (reads: number) => Response = () => Response.json({ favourites: [] }),
) {
  let favouriteReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost:3000').pathname;
      if (path === '/api/auth/get-session') return Response.json(sessionFor('owner', name));
      if (path === '/api/owner-dashboard') return Response.json(dashboard);
      if (path === '/api/vehicles') return Response.json({ vehicles: [] });
      if (path === '/api/favourites') return favourites(favouriteReads++);
      if (path.startsWith('/api/favourites/') && init?.method === 'DELETE') {
        return Response.json({ error: { code: 'internal_error', message: 'Database down' } }, { status: 500 });
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
}

function figure(label: string) {
  return screen.getByText(label).closest('[data-slot="card"]') as HTMLElement;
}

describe('owner dashboard', () => {
  it("welcomes the owner by first name, or as 'Car Owner' when the account has none", async () => {
    fakeDashboardApi(empty, '');
    renderApp('/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Welcome back, Car Owner!/)).toBeInTheDocument();
    cleanup();

    fakeDashboardApi(empty, 'Olivia Owner');
    renderApp('/customer/dashboard');
    expect(await screen.findByText(/Welcome back, Olivia!/)).toBeInTheDocument();
  });

  it('says Welcome on the account’s first visit, and marks it so that later visits say Welcome back', async () => {
    fakeDashboardApi(empty, 'Olivia Owner');
    const rest = globalThis.fetch;
    const marks: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (new URL(String(input), 'http://localhost:3000').pathname !== '/api/account/welcome')
          return rest(input, init);
        if (init?.method === 'POST') {
          marks.push('marked');
          return new Response(null, { status: 204 });
        }
        return Response.json({ firstVisit: marks.length === 0 });
      }),
    );
    renderApp('/customer/dashboard');
    expect(await screen.findByText(/Welcome, Olivia! Your washes/)).toBeInTheDocument();
    await waitFor(() => expect(marks).toEqual(['marked']));
    // Marked once, and the greeting stays as it was while the page is open.
    expect(screen.getByText(/Welcome, Olivia!/)).toBeInTheDocument();
  });

  it('shows the real figures, the latest three requests with their badges and dates, and the top washers', async () => {
    fakeDashboardApi({
      ...empty,
      totalWashes: 4,
      vehiclesRegistered: 2,
      upcomingAppointments: 1,
      recentRequests: [
        request('a', { serviceIds: ['full-detail'], status: 'sent', responseCount: 2, quotedCount: 1 }),
        request('b', { serviceIds: ['clay-bar'], status: 'sent', responseCount: 1 }),
        request('c', { serviceIds: ['engine-bay'] }),
        request('d', { serviceIds: ['ozone-treatment'] }),
      ],
      topWashers: [{ id: 'w1', businessName: 'Mission Suds', rating: 4.8, experienceYears: 6, distanceMiles: 3 }],
    });
    renderApp('/customer/dashboard');
    await waitFor(() => expect(figure('Total Washes')).toHaveTextContent('4'));
    expect(figure('Vehicles Registered')).toHaveTextContent('2');
    expect(figure('Upcoming Appointments')).toHaveTextContent('1');

    const recent = screen.getByRole('list', { name: 'Recent Quote Requests' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Full Detail');
    expect(items[0]).toHaveTextContent('Quotes Received (1)');
    expect(items[0]).toHaveTextContent('Jan 5, 2025');
    expect(items[1]).toHaveTextContent('Sent to Providers');
    expect(items[2]).toHaveTextContent('Pending Quotes');
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/customer/requests');

    const washer = screen.getByRole('link', { name: /Mission Suds/ });
    expect(washer).toHaveAttribute('href', '/providers/w1');
    expect(washer).toHaveTextContent('4.8');
    expect(washer).toHaveTextContent('3 mi away');
  });

  it('offers the quick actions and the first three catalogue services', async () => {
    fakeDashboardApi(empty);
    renderApp('/customer/dashboard');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: /Get Quotes/ })).toHaveAttribute('href', '/customer/requests/new');
    expect(within(actions).getByRole('link', { name: /Manage Vehicles/ })).toHaveAttribute(
      'href',
      '/customer/vehicles',
    );
    expect(within(actions).getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/messages');
    const featured = within(screen.getByRole('region', { name: 'Featured Services' })).getAllByRole('listitem');
    expect(featured.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Express Wash & Go',
      'Interior Quick Clean',
      'Exterior Detail',
    ]);
    expect(await screen.findByText('No washers to show yet')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has empty Upcoming and My Vehicles tabs for a new owner, with Add Vehicle to /vehicles/new', async () => {
    fakeDashboardApi(empty);
    const { user } = renderApp('/customer/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Vehicles' }));
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/vehicles/new');
  });

  it('lists booked washes on Upcoming, each opening its appointment page, and links to all appointments', async () => {
    fakeDashboardApi({
      ...empty,
      upcomingAppointments: 1,
      upcoming: [
        {
          id: 'a1',
          serviceDate: '2030-06-03',
          startTime: '10:00',
          washerName: 'Mission Suds',
          services: ['full-detail'],
          address: '500 Congress Ave, Austin, TX',
          status: 'scheduled',
        },
      ],
    });
    const { user } = renderApp('/customer/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Upcoming' }));
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(within(list).getByText('Jun 3, 2030 at 10:00 AM')).toBeInTheDocument();
    expect(within(list).getByText('Scheduled')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View details of the Full Detail appointment' })).toHaveAttribute(
      'href',
      '/appointments/a1',
    );
    expect(screen.getByRole('link', { name: 'All appointments, past ones too' })).toHaveAttribute(
      'href',
      '/appointments',
    );
  });

  it('lists favourite washers, each opening their page, and puts one back when removing it fails', async () => {
    fakeDashboardApi(empty, 'Olivia Owner', () => Response.json({ favourites: [missionSuds] }));
    const { user } = renderApp('/customer/dashboard');
    const card = await screen.findByRole('region', { name: 'Favourite washers' });
    const row = await within(card).findByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Mission Suds' })).toHaveAttribute('href', '/providers/w1');
    expect(row).toHaveTextContent('4.8 out of 5(12 reviews)');
    expect(row).toHaveTextContent('San Francisco, CA');

    const heart = within(row).getByRole('button', { name: 'Remove Mission Suds from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Mission Suds' })).toBeInTheDocument();
  });

  it('says when there are no favourites yet, and offers Retry when they fail to load', async () => {
    fakeDashboardApi(empty);
    renderApp('/customer/dashboard');
    const card = await screen.findByRole('region', { name: 'Favourite washers' });
    expect(await within(card).findByText('No favourite washers yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Find washers' })).toHaveAttribute('href', '/providers');
    cleanup();

    // A 5xx read is retried once before the error shows: the first two reads fail.
    fakeDashboardApi(empty, 'Olivia Owner', (reads) =>
      reads < 2
        ? Response.json({ error: { code: 'internal_error', message: 'Database down' } }, { status: 500 })
        : Response.json({ favourites: [missionSuds] }),
    );
    const { user } = renderApp('/customer/dashboard');
    const failed = await screen.findByRole('region', { name: 'Favourite washers' });
    expect(await within(failed).findByText('Failed to load your favourite washers')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(failed).findByRole('link', { name: 'Mission Suds' })).toBeInTheDocument();
  });
});

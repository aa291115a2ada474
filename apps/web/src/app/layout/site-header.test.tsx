import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { PageSettledProvider } from '@/lib/page-settled';
import { createTestQueryClient, mockApi, renderApp, sessionFor } from '@/test/render-app';

// Menu buttons become menu triggers (with aria-expanded) once the menu's code has arrived.
function findMenuTrigger(name: string | RegExp) {
  return screen.findByRole('button', { name, expanded: false });
}

function linksOf(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('header', () => {
  it('offers Log in and Sign up to a signed-out visitor', async () => {
    mockApi(null);
    renderApp('/providers');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sudsy' })).toHaveAttribute('href', '/');
  });

  it('shows an owner the customer navigation and an account menu', async () => {
    mockApi(sessionFor('owner', 'Olivia Owner'));
    renderApp('/customer/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual([
      ['Dashboard', '/customer/dashboard'],
      ['My Vehicles', '/customer/vehicles'],
      ['Bid Requests', '/customer/requests'],
      ['Appointments', '/appointments'],
      ['Messages', '/messages'],
      ['Profile', '/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Account: Olivia Owner (OO)' })).toHaveTextContent('OO');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows a washer the provider navigation', async () => {
    mockApi(sessionFor('washer'));
    renderApp('/provider/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual([
      ['Dashboard', '/provider/dashboard'],
      ['Schedule', '/provider/schedule'],
      ['My Bids', '/provider/bids'],
      ['Provider Profile', '/provider/profile'],
      ['Messages', '/messages'],
    ]);
  });

  it("lists Profile, the role's Dashboard and Logout in the account menu", async () => {
    mockApi(sessionFor('washer', 'Sam Washer'));
    const { user } = renderApp('/messages');
    await user.click(await findMenuTrigger('Account: Sam Washer (SW)'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Car Washer')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/provider/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Appointments' })).not.toBeInTheDocument();
  });

  it("adds Appointments to an owner's account menu", async () => {
    mockApi(sessionFor('owner', 'Olivia Owner'));
    const { user } = renderApp('/profile');
    await user.click(await findMenuTrigger('Account: Olivia Owner (OO)'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Appointments' })).toHaveAttribute('href', '/appointments');
  });

  it('logs out from the account menu: ends the session, goes home and confirms', async () => {
    const fetchMock = mockApi(sessionFor('owner'));
    const { router, user } = renderApp('/customer/vehicles');
    await user.click(await findMenuTrigger(/^Account/));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST', body: '{}', credentials: 'include' }),
    );
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('switches between light, dark and system themes', async () => {
    mockApi(null);
    const { user } = renderApp('/providers');
    await user.click(await findMenuTrigger('Theme'));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  });
});

describe('what the header asks for later', () => {
  it("asks for the unread counts only once the page's own data has arrived", async () => {
    let releasePageData: () => void = () => {};
    const pageData = new Promise<void>((resolve) => (releasePageData = resolve));
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/get-session') return Response.json(sessionFor('owner'));
      if (url.endsWith('/unread-count')) return Response.json({ unread: 2 });
      await pageData;
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const askedFor = () => fetchMock.mock.calls.map(([input]) => String(input));
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        {/* Without the four-second cap: the page's data is held as long as the test needs, however slow the machine. */}
        <PageSettledProvider capMs={600_000}>
          <AppRouterProvider router={createMemoryRouter(routes, { initialEntries: ['/customer/dashboard'] })} />
        </PageSettledProvider>
      </AppProviders>,
    );
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(askedFor().some((url) => url.startsWith('/api/owner-dashboard'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(askedFor().filter((url) => url.endsWith('/unread-count'))).toEqual([]);
    releasePageData();
    await waitFor(() =>
      expect(askedFor()).toEqual(
        expect.arrayContaining(['/api/messages/unread-count', '/api/notifications/unread-count']),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});

describe('mobile side menu', () => {
  function onPhone() {
    window.innerWidth = 375;
  }

  it("keeps an owner's six links in the menu on a tablet, where they would push the account menu off screen", async () => {
    window.innerWidth = 800;
    mockApi(sessionFor('owner', 'Olivia Owner'));
    const { user } = renderApp('/customer/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Customer Menu' });
    expect(within(sheet).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/appointments');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("is the 'Customer Menu' with Log in and Sign up for a signed-out visitor, and closes on navigation", async () => {
    onPhone();
    mockApi(null);
    const { router, user } = renderApp('/providers');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Customer Menu' });
    expect(within(sheet).getByRole('link', { name: 'Sudsy' })).toHaveAttribute('href', '/');
    expect(within(sheet).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');

    await user.click(within(sheet).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("is the 'Provider Menu' with the washer's pages and Logout for a washer", async () => {
    onPhone();
    mockApi(sessionFor('washer'));
    const { user } = renderApp('/provider/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Provider Menu' });
    expect(linksOf(within(sheet).getByRole('navigation'))).toEqual([
      ['Dashboard', '/provider/dashboard'],
      ['Schedule', '/provider/schedule'],
      ['My Bids', '/provider/bids'],
      ['Provider Profile', '/provider/profile'],
      ['Messages', '/messages'],
    ]);
    expect(within(sheet).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("is the 'Customer Menu' for an owner, whose Logout signs out", async () => {
    onPhone();
    const fetchMock = mockApi(sessionFor('owner'));
    const { router, user } = renderApp('/customer/requests');
    await screen.findByRole('heading', { level: 1, name: 'My Quote Requests' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Customer Menu' });
    expect(within(sheet).getByRole('link', { name: 'Bid Requests' })).toHaveAttribute('aria-current', 'page');
    expect(within(sheet).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/appointments');

    await user.click(within(sheet).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { redirects, routeAccess } from '@sudsy/domain/routes';
import { routes } from '@/app/router';
import { mockApi, renderApp, sessionFor } from '@/test/render-app';
import type { Session } from '@/lib/session';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('route table', () => {
  it.each(Object.keys(routeAccess))('%s has its own page', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1);
    expect(leaf?.route.path).toBe(path);
  });

  it('shows the 404 page for any other path, with a way home', async () => {
    mockApi(null);
    renderApp('/no-such-page/anywhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

describe('route guard', () => {
  it("shows 'Loading...' while the session loads, then sends a signed-out visitor to /login", async () => {
    const session = deferred<Session | null>();
    mockApi(session.promise);
    const { router } = renderApp('/customer/dashboard');

    // Past the page's code loading, the guard itself is waiting for the session.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(router.state.location.pathname).toBe('/customer/dashboard');

    session.resolve(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an owner away from washer pages to the customer dashboard', async () => {
    mockApi(sessionFor('owner'));
    const { router } = renderApp('/provider/bids');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a washer away from owner pages to the provider dashboard', async () => {
    mockApi(sessionFor('washer'));
    const { router } = renderApp('/customer/vehicles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider/dashboard');
  });

  it('admits the right role', async () => {
    mockApi(sessionFor('washer'));
    const { router } = renderApp('/provider/schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider/schedule');
  });

  it.each(['owner', 'washer'] as const)('admits a signed-in %s to pages for everyone signed in', async (role) => {
    mockApi(sessionFor(role));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it('lets anyone open public pages without waiting for the session', async () => {
    mockApi(new Promise(() => {}));
    renderApp('/providers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Car Wash Quotes' })).toBeInTheDocument();
  });

  it('treats an API that cannot be reached as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    const { router } = renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('redirects', () => {
  it('keeps the query string: /bids?x=1 opens /provider/bids?x=1', async () => {
    mockApi(sessionFor('washer'));
    const { router } = renderApp('/bids?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Bids' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/provider/bids', search: '?x=1' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(Object.entries(redirects))('%s leads to %s', async (from, to) => {
    mockApi(sessionFor(to.startsWith('/provider/') ? 'washer' : 'owner'));
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

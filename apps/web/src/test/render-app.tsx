import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Role } from '@sudsy/domain/roles';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import type { Session } from '@/lib/session';
import { createQueryClient } from '@/lib/query-client';

export function sessionFor(role: Role, name = role === 'washer' ? 'Sam Washer' : 'Olivia Owner'): Session {
  return {
    session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: `user-${role}`, name, email: `${role}@example.com`, role, image: null },
  };
}

type ServerAnswer = Session | null | Promise<Session | null>;

/**
 * Stands in for the API at the network edge: get-session answers with `session` (a promise keeps
 * it loading), sign-out succeeds. Returns the mock to inspect the calls.
 */
export function mockApi(session: ServerAnswer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/get-session') return Response.json(await session);
    if (url === '/api/auth/sign-out') return Response.json({ success: true });
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The app's query client, retrying a failed read at once rather than after its pause. */
export function createTestQueryClient() {
  return createQueryClient({ retryDelayMs: 0 });
}

/** The whole app (providers, chrome, route table) in memory at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

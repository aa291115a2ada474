import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createTestQueryClient } from '@/test/render-app';

/** The whole app at `path`; `advanceTimers` lets user-event type under fake timers. */
export function renderAt(path: string, { advanceTimers }: { advanceTimers?: (ms: number) => unknown } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, ...view };
}

import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { redirects } from '@sudsy/domain/routes';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// An old address (/services) is answered with its page's HTML, drawn or not: the router starts at
// that page rather than render the redirect first, which would not match a drawn page.
const redirectedTo = redirects[location.pathname];
if (redirectedTo) history.replaceState(history.state, '', `${redirectedTo}${location.search}${location.hash}`);

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has loaded the first page's code: then its first render is the page. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A prerendered page (scripts/prerender.mjs) is already drawn: React takes it over as it is.
if (root.hasChildNodes())
  void routerReady().then(() => {
    hydrateRoot(root, app);
    // React now listens: the drawn controls take input (a tap on a part not yet hydrated is replayed once it is).
    for (const control of root.querySelectorAll('[inert]')) control.removeAttribute('inert');
  });
else createRoot(root).render(app);

// Pushes and the offline page (docs/decisions/022-web-push.md).
registerServiceWorker();

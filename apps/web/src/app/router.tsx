import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { redirects, routeAccess } from '@sudsy/domain/routes';
import { drawnSignedInPages } from '@/app/drawn-pages';
import { AppLayout } from '@/app/layout/app-layout';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { RedirectTo } from '@/app/routes/redirect-to';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { RouteGuard } from '@/app/routes/route-guard';
import { pageModules } from '@/app/page-modules';
import { PageShown } from '@/lib/page-settled';

/** `Page` marked as shown: the frame's later parts wait for its own requests, not just the session's. */
function shown(Page: ComponentType): ComponentType {
  return function ShownPage() {
    return (
      <PageShown>
        <Page />
      </PageShown>
    );
  };
}

// Every page is its own chunk, so a first visit downloads only the page it opens.
const pageLoaders = import.meta.glob<Record<string, ComponentType>>('../features/*/pages/*-page.tsx');

/** The route's lazy loader for `path`'s page; who may open it comes from `routeAccess`. */
export function lazyPage(path: string): () => Promise<{ Component: ComponentType }> {
  const page = pageModules[path];
  const load = page && pageLoaders[`../${page.file}`];
  if (!page || !load) throw new Error(`${path} has no page module`);
  return async () => {
    const Component = (await load())[page.component];
    if (!Component) throw new Error(`${page.file} does not export ${page.component}`);
    return { Component: shown(Component) };
  };
}

function pageRoute(path: string): RouteObject {
  const lazy = lazyPage(path);
  const access = routeAccess[path];
  if (!access) throw new Error(`${path} has a page but no entry in routeAccess`);
  if (access === 'public') return { path, lazy };
  const drawn = drawnSignedInPages.includes(path);
  return { element: <RouteGuard access={access} drawn={drawn} />, children: [{ path, lazy }] };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Below the chrome, so a failing page keeps the header and footer around its error; shown as
        // the page, since a page that failed leaves nothing for the later parts to wait for.
        errorElement: (
          <PageShown>
            <RouteErrorPage />
          </PageShown>
        ),
        // Shown inside the chrome while the first page's code arrives.
        hydrateFallbackElement: <PageLoader />,
        children: [
          ...Object.keys(pageModules).map(pageRoute),
          ...Object.entries(redirects).map(([from, to]) => ({ path: from, element: <RedirectTo to={to} /> })),
          // docs/product.md, "Routes": the dashboard's Add Vehicle opens My Vehicles with the add dialog open.
          { path: '/vehicles/new', element: <Navigate to="/customer/vehicles?add=1" replace /> },
          // In the app's own file, not a chunk of its own: a page whose API answers 404 (the operator
          // console to anyone who is not an operator) shows it too, and would otherwise ask for a
          // second file before it draws.
          { path: '*', Component: shown(NotFoundPage) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

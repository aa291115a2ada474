import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { redirects, routeAccess } from '@sudsy/domain/routes';
import { AppLayout } from '@/app/layout/app-layout';
import { PageLoader } from '@/components/page-loader';
import { RedirectTo } from '@/app/routes/redirect-to';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { RouteGuard } from '@/app/routes/route-guard';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Every page is its own chunk, so a first visit downloads only the page it opens. The page of every path in the route table; who may open it comes from `routeAccess`. */
const pages: Record<string, LazyPage> = {
  '/': async () => ({ Component: (await import('@/features/marketing/pages/landing-page')).LandingPage }),
  '/about': async () => ({ Component: (await import('@/features/marketing/pages/about-page')).AboutPage }),
  '/faq': async () => ({ Component: (await import('@/features/marketing/pages/faq-page')).FaqPage }),
  '/contact': async () => ({ Component: (await import('@/features/marketing/pages/contact-page')).ContactPage }),
  '/privacy': async () => ({ Component: (await import('@/features/marketing/pages/privacy-page')).PrivacyPage }),
  '/terms': async () => ({ Component: (await import('@/features/marketing/pages/terms-page')).TermsPage }),
  '/login': async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
  '/register': async () => ({ Component: (await import('@/features/auth/pages/register-page')).RegisterPage }),
  '/reset-password': async () => ({
    Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
  }),
  '/providers': async () => ({
    Component: (await import('@/features/provider-search/pages/provider-search-page')).ProviderSearchPage,
  }),
  '/providers/:id': async () => ({
    Component: (await import('@/features/providers/pages/provider-page')).ProviderPage,
  }),
  '/customer/dashboard': async () => ({
    Component: (await import('@/features/customer-dashboard/pages/customer-dashboard-page')).CustomerDashboardPage,
  }),
  '/customer/services': async () => ({
    Component: (await import('@/features/catalogue/pages/services-page')).ServicesPage,
  }),
  '/customer/vehicles': async () => ({
    Component: (await import('@/features/vehicles/pages/vehicles-page')).VehiclesPage,
  }),
  '/customer/requests': async () => ({
    Component: (await import('@/features/requests/pages/requests-page')).RequestsPage,
  }),
  '/customer/requests/new': async () => ({
    Component: (await import('@/features/requests/pages/new-request-page')).NewRequestPage,
  }),
  '/customer/requests/:id': async () => ({
    Component: (await import('@/features/requests/pages/request-detail-page')).RequestDetailPage,
  }),
  '/provider/dashboard': async () => ({
    Component: (await import('@/features/provider-dashboard/pages/provider-dashboard-page')).ProviderDashboardPage,
  }),
  '/provider/profile': async () => ({
    Component: (await import('@/features/provider-setup/pages/provider-profile-page')).ProviderProfilePage,
  }),
  '/provider/schedule': async () => ({
    Component: (await import('@/features/schedule/pages/schedule-page')).SchedulePage,
  }),
  '/appointments': async () => ({
    Component: (await import('@/features/appointments/pages/appointments-page')).AppointmentsPage,
  }),
  '/appointments/:id': async () => ({
    Component: (await import('@/features/appointments/pages/appointment-detail-page')).AppointmentDetailPage,
  }),
  '/provider/bids': async () => ({ Component: (await import('@/features/bids/pages/bids-page')).BidsPage }),
  '/messages': async () => ({ Component: (await import('@/features/messages/pages/messages-page')).MessagesPage }),
  '/profile': async () => ({ Component: (await import('@/features/profile/pages/profile-page')).ProfilePage }),
};

function pageRoute([path, lazy]: [string, LazyPage]): RouteObject {
  const access = routeAccess[path];
  if (!access) throw new Error(`${path} has a page but no entry in routeAccess`);
  if (access === 'public') return { path, lazy };
  return { element: <RouteGuard access={access} />, children: [{ path, lazy }] };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Below the chrome, so a failing page keeps the header and footer around its error.
        errorElement: <RouteErrorPage />,
        // Shown inside the chrome while the first page's code arrives.
        hydrateFallbackElement: <PageLoader />,
        children: [
          ...Object.entries(pages).map(pageRoute),
          ...Object.entries(redirects).map(([from, to]) => ({ path: from, element: <RedirectTo to={to} /> })),
          // docs/product.md, "Routes": the dashboard's Add Vehicle opens My Vehicles with the add dialog open.
          { path: '/vehicles/new', element: <Navigate to="/customer/vehicles?add=1" replace /> },
          { path: '*', lazy: async () => ({ Component: (await import('@/app/routes/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

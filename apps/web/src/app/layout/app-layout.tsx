import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';

/** The chrome around every page: skip link, header, main content and footer. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg outline-none focus:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Skip to main content
      </a>
      {navigation.state === 'idle' ? null : (
        // The next page's code is on its way; the bar shows the click was taken.
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" aria-hidden />
      )}
      <SiteHeader />
      {/* The screen below the header (h-16) at least: the footer starts below the fold while a
          page's code loads, so it never jumps down in view when the page arrives. */}
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { SkipLink } from '@/app/layout/skip-link';

/** The chrome around every page: skip link, header, main content and footer. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
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

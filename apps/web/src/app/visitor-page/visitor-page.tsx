import type { ReactNode } from 'react';
import { HeaderBar } from '@/app/layout/header-bar';
import { Logo } from '@/app/layout/logo';
import { HeaderSignInLinks } from '@/app/layout/sign-in-links';
import { SiteFooter } from '@/app/layout/site-footer';
import { SkipLink } from '@/app/layout/skip-link';
import { VisitorSideMenu } from '@/app/visitor-page/visitor-side-menu';
import { VisitorThemeMenu } from '@/app/visitor-page/visitor-theme-menu';

/**
 * A page as a visitor without a session gets it, drawn at build time and never taken over by the
 * app (docs/decisions/017): the app's frame, signed out, whose two menus visitor-islands.ts works.
 */
export function VisitorPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <HeaderBar>
        <VisitorSideMenu />
        <Logo className="mr-4" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <VisitorThemeMenu />
          <HeaderSignInLinks />
        </div>
      </HeaderBar>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
